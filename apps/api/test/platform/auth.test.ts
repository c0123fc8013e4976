import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_TOKEN, NO_TOKEN, WRONG_GYM } from "../../src/plugins/auth.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  [gym, other] = await Promise.all([createGym(ctx, "auth"), createGym(ctx, "auth")]);
});
afterAll(() => ctx.close());

const login = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/api/android/auth/login/", payload: payload as Record<string, unknown> });

describe("POST /api/android/auth/login/", () => {
  it("signs in with the documented response fields", async () => {
    const res = await login({ schema_name: gym.schema, username: "owner", password: gym.password, user_type: "admin" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user_id: expect.any(Number),
      username: "owner",
      full_name: "Test Owner",
      email: "owner@test.example",
      gym_name: `Test Gym ${gym.schema}`,
      schema_name: gym.schema,
    });
    expect(body.token.split(".")).toHaveLength(3);
  });

  it("answers unknown gym, unknown user and wrong password identically", async () => {
    const answers = await Promise.all([
      login({ schema_name: "no_such_gym", username: "owner", password: gym.password }),
      login({ schema_name: gym.schema, username: "nobody", password: gym.password }),
      login({ schema_name: gym.schema, username: "owner", password: "wrong" }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error_message: INVALID_CREDENTIALS, error: INVALID_CREDENTIALS });
    }
  });

  it("requires schema_name, username and password", async () => {
    for (const missing of ["schema_name", "username", "password"]) {
      const payload: Record<string, string> = { schema_name: gym.schema, username: "owner", password: "x" };
      delete payload[missing];
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error_message: `${missing} is required` });
    }
  });

  it.each([
    ["quotes", `x'"; DROP SCHEMA public; --`],
    ["semicolons", "gym;select 1"],
    ["uppercase", "DEMO_GYM"],
    ["200 characters", "a".repeat(200)],
    ["a reserved schema", "public"],
    ["the platform schema", "platform"],
    ["pg_catalog", "pg_catalog"],
  ])("refuses a schema_name with %s with 401, never a 500", async (_label, schemaName) => {
    const res = await login({ schema_name: schemaName, username: "owner", password: "x" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toBe(INVALID_CREDENTIALS);
  });

  it("refuses malformed JSON and other types with a 4xx", async () => {
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/android/auth/login/",
      headers: { "content-type": "application/json" },
      payload: '{"schema_name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: "The request body is not valid JSON" });
    const wrongType = await login({ schema_name: ["a"], username: 5, password: {} });
    expect(wrongType.statusCode).toBe(400);
    const wrongUserType = await login({
      schema_name: gym.schema,
      username: "owner",
      password: "x",
      user_type: "member",
    });
    expect(wrongUserType.statusCode).toBe(400);
  });

  it("rate-limits repeated attempts on one account", async () => {
    const limited = await (await import("../support/context.ts")).createTestContext({
      LOGIN_RATE_LIMIT_PER_MINUTE: "3",
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/android/auth/login/",
          payload: { schema_name: gym.schema, username: "owner", password: "wrong" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, error_message: TOO_MANY_ATTEMPTS });
      // Keyed by address + gym + username: another account at the same address is still answered.
      const otherAccount = await limited.app.inject({
        method: "POST",
        url: "/api/android/auth/login/",
        payload: { schema_name: gym.schema, username: "someone_else", password: "wrong" },
      });
      expect(otherAccount.statusCode).toBe(401);
      const otherGym = await limited.app.inject({
        method: "POST",
        url: "/api/android/auth/login/",
        payload: { schema_name: other.schema, username: "owner", password: other.password },
      });
      expect(otherGym.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("request authentication", () => {
  const session = (options: {
    headers?: Record<string, string>;
    query?: string;
    method?: "GET" | "POST";
    payload?: unknown;
  }) =>
    ctx.app.inject({
      method: options.method ?? "GET",
      url: `/api/auth/session/${options.query ?? ""}`,
      headers: options.headers,
      payload: options.payload as Record<string, unknown> | undefined,
    });

  it("accepts the token as Token, as Bearer and in the query", async () => {
    for (const res of [
      await session({ headers: { authorization: `Token ${gym.token}` } }),
      await session({ headers: { authorization: `Bearer ${gym.token}` } }),
      await session({ query: `?token=${gym.token}&schema_name=${gym.schema}` }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().user.schema_name).toBe(gym.schema);
    }
  });

  it("401 without a token, with a garbage token, and with a token signed by another key", async () => {
    expect((await session({})).json()).toMatchObject({ success: false, error: NO_TOKEN });
    expect((await session({})).statusCode).toBe(401);
    const garbage = await session({ headers: { authorization: "Bearer not.a.jwt" } });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().error).toBe(BAD_TOKEN);
    const forged = gym.token.replace(/\.[^.]+$/, ".AAAA");
    expect((await session({ headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
  });

  it("401 for an expired token", async () => {
    const shortLived = await (await import("../support/context.ts")).createTestContext({ JWT_EXPIRES_IN: "1s" });
    try {
      const res = await shortLived.app.inject({
        method: "POST",
        url: "/api/android/auth/login/",
        payload: { schema_name: gym.schema, username: "owner", password: gym.password },
      });
      const token = res.json().token;
      await new Promise((r) => setTimeout(r, 2100));
      const later = await shortLived.app.inject({
        url: "/api/auth/session/",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(later.statusCode).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it("403 when schema_name names another gym, in query, header or body", async () => {
    const inQuery = await session({ headers: gym.auth, query: `?schema_name=${other.schema}` });
    const inHeader = await session({ headers: { ...gym.auth, "x-schema-name": other.schema } });
    const inBody = await ctx.app.inject({
      method: "POST",
      url: "/api/members/members/1/suspend/",
      headers: gym.auth,
      payload: { schema_name: other.schema },
    });
    for (const res of [inQuery, inHeader, inBody]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: WRONG_GYM, message: WRONG_GYM });
    }
  });

  it("a missing schema_name means the token's gym; the same schema_name is accepted", async () => {
    for (const query of ["", `?schema_name=${gym.schema}`]) {
      const res = await session({ headers: gym.auth, query });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toMatchObject({ success: true, user: { schema_name: gym.schema, username: "owner" } });
    }
  });

  it("401 once the gym is suspended in the registry", async () => {
    const suspended = await createGym(ctx, "susp");
    await ctx.db.registry.client.gym.update({
      where: { schema_name: suspended.schema },
      data: { status: "SUSPENDED" },
    });
    ctx.db.registry.forget(suspended.schema);
    expect((await session({ headers: suspended.auth })).statusCode).toBe(401);
  });
});

describe("errors and health", () => {
  it("unknown routes are 404 with the failure body", async () => {
    const res = await ctx.app.inject({ url: "/api/nope/" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("GET /health checks the database", async () => {
    const res = await ctx.app.inject({ url: "/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });
});
