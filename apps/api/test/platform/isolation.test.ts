import { endpoints, toRoutePath } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_TOKEN, WRONG_GYM } from "../../src/plugins/auth.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

/**
 * Driven by the endpoint catalogue: every endpoint the server implements is called with gym A's
 * token and gym B's schema_name (refused with 403 before anything runs) and with no token (401).
 * An endpoint added later is covered here without anyone remembering to.
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

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = "----isolation-boundary";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("tenant isolation across the catalogue", () => {
  const privateEndpoints = endpoints.filter((e) => !e.public);

  it("covers every implemented endpoint (and at least the platform's own)", () => {
    const implemented = privateEndpoints.filter((e) =>
      ctx.app.hasRoute({ method: e.method, url: toRoutePath(e.path) }),
    );
    expect(implemented.length).toBeGreaterThan(0);
  });

  it("every implemented endpoint answers 401 without a token", async () => {
    for (const e of privateEndpoints.filter((x) => ctx.app.hasRoute({ method: x.method, url: toRoutePath(x.path) }))) {
      const res = await ctx.app.inject({ method: e.method, url: concrete(e.path) });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      expect(res.json().error, `${e.method} ${e.path}`).toBe(NO_TOKEN);
    }
  });

  it("every implemented endpoint refuses gym A's token with gym B's schema_name (query, JSON body, form)", async () => {
    for (const e of privateEndpoints.filter((x) => ctx.app.hasRoute({ method: x.method, url: toRoutePath(x.path) }))) {
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
      const form = multipart({ schema_name: gymB.schema, token: gymA.token });
      const viaForm = await ctx.app.inject({ method: e.method, url: concrete(e.path), ...form });
      expect(viaForm.statusCode, `${where} (form)`).toBe(403);
    }
  });
});
