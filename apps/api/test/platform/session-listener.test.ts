import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CACHE_MS } from "../../src/auth/sessions.ts";
import { qualified } from "../../src/db/pool.ts";
import { createGym, type TestContext, type TestGym } from "../support/context.ts";
import {
  answeredAfter,
  cutListener,
  signInTo,
  sessionStatus as status,
  twoProcesses,
} from "../support/two-processes.ts";

/**
 * Issue 28 §5, decision 0391: a session ended through one API process is refused by the others at once,
 * not after their cached answer lapses (SESSION_CACHE_MS). Two contexts on one database stand for two
 * processes, each with its own session cache and its own listener.
 */
let here: TestContext;
let there: TestContext;
let gym: TestGym;
beforeAll(async () => {
  [here, there] = await twoProcesses();
  gym = await createGym(here, "listener");
});
afterAll(async () => {
  await Promise.all([here.close(), there.close()]);
});

/** Well inside SESSION_CACHE_MS: a refusal within it came from the notice, not from the cache lapsing. */
const NOTICE_MS = 1_000;

const signIn = (ctx = here) => signInTo(ctx, gym);
const jtiOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).jti as string;

/** How long `ctx` took to refuse the token, or null if it still accepted it after `within` ms. */
const refusedAfter = (ctx: TestContext, token: string, within = NOTICE_MS) => answeredAfter(ctx, token, 401, within);

describe("the session listener (decision 0391)", () => {
  it("is connected in both processes", () => {
    expect(NOTICE_MS).toBeLessThan(SESSION_CACHE_MS / 5);
    expect(here.db.changeListener?.listener.connected).toBe(true);
    expect(there.db.changeListener?.listener.connected).toBe(true);
  });

  it("a sign-out through one process is refused by another that had just accepted the token", async () => {
    const token = await signIn();
    expect(await status(there, token)).toBe(200); // now cached there for SESSION_CACHE_MS
    const out = await here.app.inject({
      method: "POST",
      url: "/api/android/auth/logout/",
      headers: { authorization: `Token ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await status(here, token)).toBe(401);
    expect(await refusedAfter(there, token)).not.toBeNull();
  });

  it("a password changed in the database (a trigger revokes the rows) ends the sessions everywhere at once", async () => {
    const { rows } = await here.db.pool.query<{ id: number }>(
      `INSERT INTO ${qualified(gym.schema, "staff_users")} (username, password_hash, full_name, role)
       SELECT 'listener_desk', password_hash, 'Listener Desk', 'FRONT_DESK'
         FROM ${qualified(gym.schema, "staff_users")} WHERE username = $1 RETURNING id`,
      [gym.username],
    );
    const res = await there.app.inject({
      method: "POST",
      url: "/api/android/auth/login/",
      payload: { schema_name: gym.schema, username: "listener_desk", password: gym.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    expect(await status(here, token)).toBe(200);
    expect(await status(there, token)).toBe(200);
    // Not a deactivation: the session route reads the user and would refuse an inactive one by itself.
    await here.db.pool.query(
      `UPDATE ${qualified(gym.schema, "staff_users")} SET password_hash = password_hash || 'x' WHERE id = $1`,
      [rows[0]!.id],
    );
    expect(await refusedAfter(here, token)).not.toBeNull();
    expect(await refusedAfter(there, token)).not.toBeNull();
  });

  it("an end that rolls back is never heard", async () => {
    const token = await signIn();
    expect(await status(there, token)).toBe(200);
    const client = await here.db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(
        `UPDATE ${qualified(gym.schema, "staff_sessions")} SET revoked_at = created_at WHERE id = $1`,
        [jtiOf(token)],
      );
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect(await refusedAfter(there, token, 300)).toBeNull();
  });

  it("a whole gym forgotten in one process (a restore) is forgotten in the others", async () => {
    const token = await signIn();
    expect(await status(there, token)).toBe(200);
    // The row ends with triggers off, as when a restore replaces the schema: no per-session notice.
    const client = await here.db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL session_replication_role = replica");
      await client.query(`DELETE FROM ${qualified(gym.schema, "staff_sessions")} WHERE id = $1`, [jtiOf(token)]);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    expect(await status(there, token)).toBe(200); // still its cached answer
    await here.db.sessions.forgetGym(gym.schema);
    expect(await refusedAfter(there, token)).not.toBeNull();
  });

  it("after its connection is cut it reconnects, forgets what it cached, and hears ends again", async () => {
    const token = await signIn();
    expect(await status(there, token)).toBe(200);
    // An end it cannot hear (triggers off), as one sent while its connection was down would be lost.
    const client = await here.db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL session_replication_role = replica");
      await client.query(
        `UPDATE ${qualified(gym.schema, "staff_sessions")} SET revoked_at = created_at WHERE id = $1`,
        [jtiOf(token)],
      );
      await client.query("COMMIT");
    } finally {
      client.release();
    }
    expect(await status(there, token)).toBe(200); // still its cached answer
    // Cut it from the server's side, as a restarted server or a dropped network would.
    await cutListener(here, there);
    // Reconnected: nothing cached before is trusted, so the ended session is read again and refused.
    expect(await status(there, token)).toBe(401);
    // And it hears ends again.
    const next = await signIn();
    expect(await status(there, next)).toBe(200);
    await here.db.pool.query(
      `UPDATE ${qualified(gym.schema, "staff_sessions")} SET revoked_at = created_at WHERE id = $1`,
      [jtiOf(next)],
    );
    expect(await refusedAfter(there, next)).not.toBeNull();
  });
});
