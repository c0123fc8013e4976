import { SIGNED_OUT } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import { BAD_TOKEN } from "../../src/plugins/auth.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";

/**
 * Sign-out is real (issue 7 §7, decisions 0088-0089): every token names a server-side session; the
 * designed POST /api/android/auth/logout/ ends it; a changed password or a deactivated or removed staff
 * user ends all of that user's sessions, whatever path made the change.
 */
let ctx: TestContext;
/** A second API process on the same database: its cache has never seen the tokens it is asked about. */
let elsewhere: TestContext;
let gym: TestGym;
beforeAll(async () => {
  [ctx, elsewhere] = await Promise.all([createTestContext(), createTestContext()]);
  gym = await createGym(ctx, "sessions");
});
afterAll(async () => {
  await Promise.all([ctx.close(), elsewhere.close()]);
});

async function signIn(password = gym.password): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/android/auth/login/",
    payload: { schema_name: gym.schema, username: gym.username, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}
const session = (token: string, app = ctx.app) =>
  app.inject({ url: "/api/auth/session/", headers: { authorization: `Token ${token}` } });
const sessionElsewhere = (token: string) => session(token, elsewhere.app);
const logout = (token: string) =>
  ctx.app.inject({ method: "POST", url: "/api/android/auth/logout/", headers: { authorization: `Bearer ${token}` } });
const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).jti as string;
async function revoked(token: string): Promise<boolean> {
  const { rows } = await ctx.db.pool.query(
    `SELECT revoked_at FROM ${qualified(gym.schema, "staff_sessions")} WHERE id = $1`,
    [jtiOf(token)],
  );
  return rows[0]?.revoked_at instanceof Date;
}

describe("server-side sessions", () => {
  it("tokens carry their own session id, different for every sign-in", async () => {
    const [a, b] = [await signIn(), await signIn()];
    expect(jtiOf(a)).toEqual(expect.any(String));
    expect(jtiOf(a)).not.toBe(jtiOf(b));
  });

  it("logout ends that token's session at once and leaves the user's other sessions alone", async () => {
    const [phone, laptop] = [await signIn(), await signIn()];
    expect((await session(phone)).statusCode).toBe(200);
    const out = await logout(phone);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: SIGNED_OUT });
    const after = await session(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(BAD_TOKEN);
    // In the query or a form too: the token itself is dead, not one way of sending it.
    expect((await ctx.app.inject({ url: `/api/auth/session/?token=${phone}` })).statusCode).toBe(401);
    expect((await session(laptop)).statusCode).toBe(200);
    // Signing out twice is a 401 (the session is already over), never a 500.
    expect((await logout(phone)).statusCode).toBe(401);
    // Ended in the database, so every other API process refuses it too.
    expect(await revoked(phone)).toBe(true);
    expect((await sessionElsewhere(phone)).statusCode).toBe(401);
    expect((await sessionElsewhere(laptop)).statusCode).toBe(200);
  });

  it("a token signed with the right key but without a session (an older token) is refused", async () => {
    const old = ctx.app.jwt.sign({ sub: "1", schema: gym.schema } as never);
    expect((await session(old)).statusCode).toBe(401);
    const made = ctx.app.jwt.sign({ sub: "1", schema: gym.schema, jti: "made-up-session" });
    expect((await session(made)).statusCode).toBe(401);
  });

  it("a changed password ends every session of the user, also when changed outside the API", async () => {
    const token = await signIn();
    expect((await session(token)).statusCode).toBe(200);
    const newPassword = "a-new-password-123";
    await ctx.db.pool.query(
      `UPDATE ${qualified(gym.schema, "staff_users")} SET password_hash = $1 WHERE username = $2`,
      [await hashPassword(newPassword), gym.username],
    );
    expect(await revoked(token)).toBe(true);
    expect((await sessionElsewhere(token)).statusCode).toBe(401);
    gym = { ...gym, password: newPassword };
    expect((await session(await signIn())).statusCode).toBe(200);
  });

  it("a deactivated or removed staff user's sessions end; other updates of the user keep them", async () => {
    const [renamed, deactivated] = [await signIn(), await signIn()];
    const users = qualified(gym.schema, "staff_users");
    await ctx.db.pool.query(`UPDATE ${users} SET full_name = 'Renamed Owner' WHERE username = $1`, [gym.username]);
    expect(await revoked(renamed)).toBe(false);
    expect((await sessionElsewhere(renamed)).statusCode).toBe(200);
    await ctx.db.pool.query(`UPDATE ${users} SET is_active = false WHERE username = $1`, [gym.username]);
    expect(await revoked(deactivated)).toBe(true);
    expect((await sessionElsewhere(deactivated)).statusCode).toBe(401);
    await ctx.db.pool.query(`UPDATE ${users} SET is_active = true WHERE username = $1`, [gym.username]);
    expect(await revoked(deactivated), "reactivating does not bring an ended session back").toBe(true);

    const second = await createGym(ctx, "removed");
    await ctx.db.pool.query(`DELETE FROM ${qualified(second.schema, "staff_users")}`);
    expect((await sessionElsewhere(second.token)).statusCode).toBe(401);
  });

  it("the API's own helper ends a user's sessions at once in this process", async () => {
    const token = await signIn();
    expect((await session(token)).statusCode).toBe(200);
    const { rows } = await ctx.db.pool.query(`SELECT id FROM ${qualified(gym.schema, "staff_users")}`);
    await ctx.db.sessions.endAllOf(gym.schema, rows[0].id);
    expect((await session(token)).statusCode).toBe(401);
  });

  it("a token's verified signature is reused (issue 28 §2), never past its expiry nor for a signed-out session", async () => {
    const token = await signIn();
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    // The same session, in a token that expires in 2 s: accepted (and cached) now, refused once expired.
    const short = ctx.app.jwt.sign({ sub: claims.sub, schema: claims.schema, jti: claims.jti }, { expiresIn: "2s" });
    expect((await session(short)).statusCode).toBe(200);
    expect((await session(short)).statusCode).toBe(200);
    // A token whose payload was changed after signing is refused even though its signature part is cached.
    const [header, , signature] = short.split(".");
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "999" })).toString("base64url")}.${signature}`;
    expect((await session(forged)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await session(short)).statusCode).toBe(401);
    // Signed out after its signature was cached: refused at once in this process, and by the others.
    expect((await session(token)).statusCode).toBe(200);
    expect((await sessionElsewhere(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(401);
  });
});
