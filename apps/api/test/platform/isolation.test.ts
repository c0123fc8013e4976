import { builtEndpoints, endpointName, MEMBER_LINK_INVALID, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_TOKEN, WRONG_GYM } from "../../src/plugins/auth.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";
import { form } from "../support/multipart.ts";
import { gymSnapshot } from "../support/snapshot.ts";

/**
 * Driven by the endpoint catalogue: every entry the server serves (the catalogue minus NOT_BUILT,
 * checked by catalogue.test.ts) is called with gym A's token and gym B's schema_name (refused with
 * 403 before anything runs) and with no token (401). An endpoint that lands is covered here without
 * anyone remembering to, and one whose path drifts from its entry fails here instead of dropping out.
 */
let ctx: TestContext;
let gymA: TestGym;
let gymB: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  [gymA, gymB] = await Promise.all([createGym(ctx, "iso_a"), createGym(ctx, "iso_b")]);
});
afterAll(() => ctx.close());

const concrete = (path: string) => toRoutePath(path).replace(/:\w+/g, "1");

describe("tenant isolation across the catalogue", () => {
  const privateEndpoints = builtEndpoints.filter((e) => !e.public);
  const memberLinkEndpoints = builtEndpoints.filter((e) => e.memberLink);

  it("every served endpoint answers 401 without a token", async () => {
    for (const e of privateEndpoints) {
      const res = await ctx.app.inject({ method: e.method, url: concrete(e.path) });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      expect(res.json().error, `${e.method} ${e.path}`).toBe(NO_TOKEN);
    }
  });

  it("every served endpoint refuses gym A's token with gym B's schema_name (query, JSON body, form)", async () => {
    for (const e of privateEndpoints) {
      const where = `${e.method} ${e.path}`;
      const viaQuery = await ctx.app.inject({
        method: e.method,
        url: `${concrete(e.path)}?schema_name=${gymB.schema}`,
        headers: gymA.auth,
      });
      expect(viaQuery.statusCode, `${where} (query)`).toBe(403);
      expect(viaQuery.json().error, where).toBe(WRONG_GYM);
      if (e.method === "GET") continue;
      const viaJson = await ctx.app.inject({
        method: e.method,
        url: concrete(e.path),
        headers: gymA.auth,
        payload: { schema_name: gymB.schema },
      });
      expect(viaJson.statusCode, `${where} (JSON body)`).toBe(403);
      const viaForm = await ctx.app.inject({
        method: e.method,
        url: concrete(e.path),
        payload: form({ schema_name: gymB.schema, token: gymA.token }),
      });
      // Where the documented clients send the token only in a header, a token in the body counts for
      // nothing: refused before the body is read (decision 0086).
      expect(viaForm.statusCode, `${where} (form)`).toBe(e.tokenIn === "header" ? 401 : 403);
    }
  });

  it("every member-link entry refuses gym A's member link under gym B, a malformed or staff token: the one 404 page, nothing written", async () => {
    expect(memberLinkEndpoints.length).toBeGreaterThan(0);
    const [m] = await insertMembers(ctx, gymA, [{}]);
    const made = await call(ctx, gymA, "POST", `/api/members/members/${m!.id}/member-link/`, {});
    expect(made.statusCode, made.body).toBe(200);
    const tokenA = new URL(made.json().link.url).pathname.split("/").at(-1)!;
    const path = (e: (typeof memberLinkEndpoints)[number], schema: string, token: string) =>
      toRoutePath(e.path).replace(":schema_name", schema).replace(":token", token).replace(/:\w+/g, "1");
    const before = [await gymSnapshot(ctx, gymA.schema), await gymSnapshot(ctx, gymB.schema)];
    let address = 0;
    for (const e of memberLinkEndpoints) {
      const tries: [string, string, Record<string, string>][] = [
        ["gym A's link under gym B", path(e, gymB.schema, tokenA), {}],
        ["a malformed link", path(e, gymA.schema, "1"), {}],
        // A staff token is no key here: in the header and the query, beside an unknown link.
        [
          "gym A's staff token, an unknown link",
          `${path(e, gymA.schema, "x".repeat(32))}?token=${gymA.token}`,
          gymA.auth,
        ],
        [
          "a staff token with gym B's schema_name",
          `${path(e, gymB.schema, "x".repeat(32))}?schema_name=${gymB.schema}`,
          gymA.auth,
        ],
      ];
      for (const [label, url, headers] of tries) {
        // Each from its own address: the wrong-link counter (decision 0342) would answer 429 after 20.
        const res = await ctx.app.inject({
          method: e.method,
          url,
          headers,
          payload: { subject: "x", message: "y", rating: "5" },
          remoteAddress: `198.51.100.${++address}`,
        });
        expect(res.statusCode, `${endpointName(e)}: ${label}`).toBe(404);
        expect(res.body, `${endpointName(e)}: ${label}`).toContain(MEMBER_LINK_INVALID);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    expect([await gymSnapshot(ctx, gymA.schema), await gymSnapshot(ctx, gymB.schema)]).toEqual(before);
  });
});
