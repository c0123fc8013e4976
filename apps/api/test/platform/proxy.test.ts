import { TOO_MANY_ATTEMPTS } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/config/env.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";

/** Proxy trust (TRUST_PROXY), the sign-in limits and https-only headers (issue 7 §4, §8; decisions 0080-0081). */
let plain: TestContext;
let proxied: TestContext;
let gym: TestGym;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: "3", LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "8" }),
    createTestContext({ TRUST_PROXY: "true", LOGIN_RATE_LIMIT_PER_MINUTE: "3" }),
  ]);
  // Signed in through the other app, so no attempt from this test's address is counted before it starts.
  gym = await createGym(proxied, "proxy");
  await insertMembers(plain, gym, [{}, {}, {}]);
});
afterAll(() => Promise.all([plain.close(), proxied.close()]));

const wrongPassword = (
  ctx: TestContext,
  options: { username?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    headers: options.headers,
    remoteAddress: options.remoteAddress,
    payload: { schema_name: gym.schema, username: options.username ?? "owner", password: "wrong" },
  });

describe("TRUST_PROXY configuration", () => {
  const base = { JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/gym-env-test" };
  it.each([
    [undefined, false],
    ["false", false],
    ["true", true],
    ["2", 2],
    ["10.0.0.1, 10.1.0.0/16, ::1", ["10.0.0.1", "10.1.0.0/16", "::1"]],
  ])("reads %s as %j (off by default)", (value, expected) => {
    expect(loadEnv({ ...base, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY).toEqual(expected);
  });

  it.each(["yes", "10.0.0.300", "10.0.0.0/33", "proxy.example"])("refuses %s with a clear message", (value) => {
    expect(() => loadEnv({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });
});

describe("sign-in rate limits", () => {
  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await wrongPassword(plain, { headers: { "x-forwarded-for": `203.0.113.${i}` } })).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429, 429]);
  });

  it("limits each account on its own, so one person's typos do not lock out the others at that address", async () => {
    const remoteAddress = "198.51.100.7";
    for (let i = 0; i < 3; i++) expect((await wrongPassword(plain, { remoteAddress })).statusCode).toBe(401);
    const blocked = await wrongPassword(plain, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, error_message: TOO_MANY_ATTEMPTS });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The same address, other accounts (and the same account in another gym's name) are still heard.
    expect((await wrongPassword(plain, { remoteAddress, username: "reception" })).statusCode).toBe(401);
    const owner = await plain.app.inject({
      method: "POST",
      url: "/api/android/auth/login/",
      remoteAddress,
      payload: { schema_name: gym.schema, username: "OWNER2", password: "x" },
    });
    expect(owner.statusCode).toBe(401);
    // Another address may still try the blocked account.
    expect((await wrongPassword(plain, { remoteAddress: "198.51.100.8" })).statusCode).toBe(401);
  });

  it("caps one address across many accounts", async () => {
    const remoteAddress = "198.51.100.9";
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await wrongPassword(plain, { remoteAddress, username: `user${i}` })).statusCode);
    }
    expect(answers).toEqual([...Array(8).fill(401), 429, 429]);
  });

  it("keys on the client named by a trusted proxy", async () => {
    const behind = (client: string) => wrongPassword(proxied, { headers: { "x-forwarded-for": client } });
    for (let i = 0; i < 3; i++) expect((await behind("192.0.2.1")).statusCode).toBe(401);
    expect((await behind("192.0.2.1")).statusCode).toBe(429);
    expect((await behind("192.0.2.2")).statusCode).toBe(401);
  });
});

describe("links in responses", () => {
  const list = (ctx: TestContext, headers: Record<string, string>) =>
    ctx.app.inject({ url: "/api/members/members/?page_size=1", headers: { ...gym.auth, ...headers } });
  const hostile = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" };

  it("never takes X-Forwarded-Host/-Proto from an untrusted client", async () => {
    const res = await list(plain, hostile);
    expect(res.statusCode).toBe(200);
    const next = new URL(res.json().next);
    expect(next.protocol).toBe("http:");
    expect(next.hostname).toBe("localhost");
    expect(next.searchParams.get("page")).toBe("2");
  });

  it("uses a trusted proxy's public origin, and answers a relative link when it is not a web origin", async () => {
    const proxiedGym = { ...gym };
    const good = await proxied.app.inject({
      url: "/api/members/members/?page_size=1",
      headers: { ...proxiedGym.auth, "x-forwarded-host": "gym.example", "x-forwarded-proto": "https" },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().next).toBe("https://gym.example/api/members/members/?page_size=1&page=2");
    const bad = await list(proxied, hostile);
    expect(bad.json().next).toBe("/api/members/members/?page_size=1&page=2");
    const badHost = await list(proxied, { "x-forwarded-host": "a b/@c", "x-forwarded-proto": "https" });
    expect(badHost.json().next).toBe("/api/members/members/?page_size=1&page=2");
  });
});

describe("https-only headers", () => {
  it("sends neither HSTS nor upgrade-insecure-requests over plain http, keeping the rest of the policy", async () => {
    const res = await plain.app.inject({ url: "/health", headers: { host: "gym.local:3000" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it("sends both when a trusted proxy says the request came over https, not when an untrusted client does", async () => {
    const secure = await proxied.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toContain("max-age=");
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    const spoofed = await plain.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends both on every request when HTTPS_HEADERS=always", async () => {
    const always = await createTestContext({ HTTPS_HEADERS: "always" });
    try {
      const res = await always.app.inject({ url: "/health" });
      expect(res.headers["strict-transport-security"]).toContain("max-age=");
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    } finally {
      await always.close();
    }
  });
});
