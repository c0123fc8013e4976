import { GYM_PAGE_NOT_FOUND, PUBLIC_GYM_PAGE_MAX_AGE } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PER_MINUTE } from "../../src/modules/public-gym/routes.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

/** The public gym page (issue 12 ★, decision 0140): no token, one honest 404, cacheable. */
let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "pub");
});
afterAll(() => ctx.close());

const page = (schema: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url: `/api/public/gyms/${encodeURIComponent(schema)}/`, headers });

describe("GET /api/public/gyms/{schema_name}/", () => {
  it("answers without a token with the gym's name and a short public cache", async () => {
    const res = await page(gym.schema);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, gym: { name: `Test Gym ${gym.schema}`, schema_name: gym.schema } });
    expect(res.headers["cache-control"]).toBe(`public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
  });

  it("ignores a token from another gym (the page is the same for everyone)", async () => {
    const other = await createGym(ctx, "pub_other");
    const res = await page(gym.schema, other.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().gym.schema_name).toBe(gym.schema);
  });

  it.each([
    ["an unknown gym", "pub_nobody_here"],
    ["a malformed name", "x'; DROP SCHEMA public; --"],
    ["a reserved schema", "public"],
    ["the platform schema", "platform"],
    ["an over-long name", "a".repeat(200)],
  ])("answers one honest 404 for %s", async (_label, schema) => {
    const res = await page(schema);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: GYM_PAGE_NOT_FOUND });
  });

  it("answers the same 404 once the gym is suspended", async () => {
    const suspended = await createGym(ctx, "pub_susp");
    expect((await page(suspended.schema)).statusCode).toBe(200);
    await ctx.db.registry.client.gym.update({
      where: { schema_name: suspended.schema },
      data: { status: "SUSPENDED" },
    });
    ctx.db.registry.forget(suspended.schema);
    const res = await page(suspended.schema);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(GYM_PAGE_NOT_FOUND);
  });
});

describe("a flood from one address", () => {
  it("is refused with a 429 once the minute's allowance is spent, other addresses unaffected", async () => {
    const from = (remoteAddress: string) =>
      ctx.app.inject({ method: "GET", url: `/api/public/gyms/${gym.schema}/`, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_PAGE_PER_MINUTE; i++) statuses.push((await from("203.0.113.7")).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const refused = await from("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    expect((await from("203.0.113.8")).statusCode).toBe(200);
  });
});
