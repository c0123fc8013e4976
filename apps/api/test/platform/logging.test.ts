import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";
import { form } from "../support/multipart.ts";

/** The app's real logger (its level, redaction and serializers from src/app.ts), written to a buffer. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: "info" }, { logStream: stream });
  gym = await createGym(ctx, "logs");
});
afterAll(() => ctx.close());

describe("request logs", () => {
  it("never contain the token or a password, however the client sends them", async () => {
    lines.length = 0;
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/android/auth/login/",
      payload: { schema_name: gym.schema, username: "owner", password: gym.password, user_type: "admin" },
    });
    expect(login.statusCode).toBe(200);
    const calls = [
      { url: "/api/auth/session/", headers: { authorization: `Token ${gym.token}` } },
      { url: "/api/auth/session/", headers: { authorization: `Bearer ${gym.token}` } },
      { url: `/api/auth/session/?schema_name=${gym.schema}&token=${gym.token}` },
      // Any spelling the query parser decodes to "token" (issue 7 §7), and other casings too.
      { url: `/api/auth/session/?%74oken=${gym.token}` },
      { url: `/api/auth/session/?to%6Ben=${gym.token}&schema_name=${gym.schema}` },
      { url: `/api/auth/session/?TOKEN=${gym.token}` },
      { url: `/api/auth/session/?x=1&%74%6F%6B%65%6E=${encodeURIComponent(gym.token)}` },
      { method: "POST" as const, url: "/api/members/members/1/suspend/", payload: { token: gym.token } },
      { method: "POST" as const, url: "/api/members/members/1/suspend/", payload: form({ token: gym.token }) },
      { url: "/api/auth/session/", headers: { authorization: "Bearer not.a.jwt" } },
    ];
    const answers = [];
    for (const call of calls) answers.push(await ctx.app.inject(call));
    // The encoded spellings really authenticate: they are the token, and must not be logged.
    expect(answers[3]!.statusCode).toBe(200);
    expect(answers[4]!.statusCode).toBe(200);
    const log = lines.join("");
    // Logging really ran: one completed request per call, the query token shown as redacted.
    expect(log.match(/request completed/g)?.length).toBeGreaterThanOrEqual(calls.length + 1);
    expect(log).toContain("token=[redacted]");
    expect(log).not.toContain(gym.token);
    expect(log).not.toContain(gym.token.split(".")[2]);
    expect(log).not.toContain(gym.password);
    expect(log).not.toContain("not.a.jwt");
  });

  it("never contain a member's private link (decision 0342): the page, its invoice path, a wrong link", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const made = await ctx.app.inject({
      method: "POST",
      url: `/api/members/members/${m!.id}/member-link/`,
      headers: gym.auth,
      payload: {},
    });
    const path = new URL(made.json().link.url).pathname;
    const token = path.split("/").at(-1)!;
    lines.length = 0;
    expect((await ctx.app.inject({ url: path })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `${path}/invoices/1/pdf` })).statusCode).toBe(404);
    const wrong = `${token.slice(0, 31)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await ctx.app.inject({ url: `/m/${gym.schema}/${wrong}` })).statusCode).toBe(404);
    const log = lines.join("");
    expect(log.match(/request completed/g)?.length).toBe(3);
    expect(log).toContain(`/m/${gym.schema}/[redacted]`);
    expect(log).toContain("member link: wrong or revoked link");
    expect(log).not.toContain(token);
    expect(log).not.toContain(wrong);
  });
});
