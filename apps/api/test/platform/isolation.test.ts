import { builtEndpoints, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_TOKEN, WRONG_GYM } from "../../src/plugins/auth.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { form } from "../support/multipart.ts";

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
});
