import { randomBytes } from "node:crypto";
import { isRole, type Role } from "@gym/contracts";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import type { HearsChanges } from "../db/change-listener.ts";
import { qualified } from "../db/pool.ts";

/**
 * How long one process trusts its last answer about a session (decision 0089). Another process's sign-out
 * reaches this one's cache at once through the change listener (decision 0391); this bound is what is left
 * while the listener is not connected.
 */
export const SESSION_CACHE_MS = 10_000;

/**
 * How long a live session's answer is trusted while the listener is connected (decisions 0391, 0410): every end
 * reaches the cache as a notice then, so the bound only limits how long an idle entry stays in memory; it
 * spares the gyms' session reads (at 1,000 gyms in rotation, one read per gym every 10 s was about 100
 * statements a second, and at 60 s a quiet minute let every answer lapse at once).
 */
export const HEARD_SESSION_CACHE_MS = 600_000;

/** The channel the tenant trigger `staff_sessions_notify_ended` sends `<schema> <session id>` on. */
export const SESSION_ENDED_CHANNEL = "gym_session_ended";

/**
 * Server-side sessions (issue 7 §7, decision 0089). Every token names a row of the gym's
 * `staff_sessions` (its `jti`). A request's token counts only while that row is not revoked, not
 * expired, and its staff user still exists and is active; a changed password or a deactivated user
 * revokes the user's rows in the database itself (a trigger, migration 20261126090000), so every
 * path that changes them ends the sessions. Answers are cached per process for SESSION_CACHE_MS, so an
 * authenticated request costs no query most of the time; sign-out here forgets its entry at once.
 */
export class SessionStore implements HearsChanges {
  readonly channel = SESSION_ENDED_CHANNEL;
  /** A live session's role (read from its account when first checked, decision 0320), or false. */
  private readonly live = new LRUCache<string, Role | false>({ max: 50_000, ttl: SESSION_CACHE_MS });
  /**
   * Counts the ends this process has heard of (decision 0391). A session read that was in flight while one
   * arrived may hold the answer from before it, so its answer is used but not kept.
   */
  private ends = 0;
  /** Whether the change listener is connected now: then ends arrive as notices (decision 0391). */
  private hearing = false;

  /** A live answer's time in the cache: longer while ends arrive as notices. */
  private get liveTtl(): number {
    return this.hearing ? HEARD_SESSION_CACHE_MS : SESSION_CACHE_MS;
  }

  /** @param poolFor the pool that serves a gym's statements (its shard's, decision 0065). */
  constructor(private readonly poolFor: (schema: string) => pg.Pool) {}

  /** A new session for a signed-in user; returns its id (the token's `jti`). */
  async start(schema: string, userId: number, lifetimeSeconds: number, role: Role): Promise<string> {
    const id = randomBytes(18).toString("base64url");
    const table = qualified(schema, "staff_sessions");
    // Ended and expired rows of this user go as a new one starts, so the table stays small.
    await this.poolFor(schema).query(`DELETE FROM ${table} WHERE user_id = $1 AND expires_at < now()`, [userId]);
    await this.poolFor(schema).query(
      `INSERT INTO ${table} (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [id, userId, lifetimeSeconds],
    );
    // This process has just written it: the first request with the new token need not ask again.
    this.live.set(`${schema}\u0000${id}`, role, { ttl: this.liveTtl });
    return id;
  }

  /**
   * The account's role while the session may be used (the gym's schema is already known to be a live
   * tenant), else null. A changed role ends the user's sessions (the trigger, migration 20261203090000), so
   * the role read here stays the account's for the session's life.
   */
  async liveRole(schema: string, id: string, userId: number): Promise<Role | null> {
    const key = `${schema}\u0000${id}`;
    const cached = this.live.get(key);
    if (cached !== undefined) return cached || null;
    const endsBefore = this.ends;
    const { rows } = await this.poolFor(schema).query<{ role: string }>(
      `SELECT u.role FROM ${qualified(schema, "staff_sessions")} s
         JOIN ${qualified(schema, "staff_users")} u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
      [id, userId],
    );
    const found = rows.length === 1 ? rows[0]?.role : undefined;
    const role = isRole(found) ? found : null;
    if (this.ends === endsBefore) this.live.set(key, role ?? false, { ttl: role ? this.liveTtl : SESSION_CACHE_MS });
    return role;
  }

  /** Signs one session out (idempotent). */
  async end(schema: string, id: string): Promise<void> {
    await this.poolFor(schema).query(
      `UPDATE ${qualified(schema, "staff_sessions")} SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [id],
    );
    this.live.set(`${schema}\u0000${id}`, false);
  }

  /** Ends every session of a user (what the trigger does on a password change), and forgets them here. */
  async endAllOf(schema: string, userId: number): Promise<void> {
    const { rows } = await this.poolFor(schema).query<{ id: string }>(
      // Rows a trigger has just revoked are returned too, so this process forgets them at once.
      `UPDATE ${qualified(schema, "staff_sessions")} SET revoked_at = COALESCE(revoked_at, now())
        WHERE user_id = $1 RETURNING id`,
      [userId],
    );
    for (const row of rows) this.live.set(`${schema}\u0000${row.id}`, false);
  }

  /**
   * Forgets every cached answer of a gym (its schema was replaced by a restore: its sessions are gone), here
   * and, through the listeners, in every other process.
   */
  async forgetGym(schema: string): Promise<void> {
    this.heardGymEnded(schema);
    await this.poolFor(schema).query("SELECT pg_notify($1, $2)", [SESSION_ENDED_CHANNEL, schema]);
  }

  /** A notification from the change listener: `<schema> <session id>`, or `<schema>` for the whole gym. */
  heard(payload: string): void {
    const space = payload.indexOf(" ");
    if (space === -1) this.heardGymEnded(payload);
    else {
      this.ends++;
      this.live.set(`${payload.slice(0, space)}\u0000${payload.slice(space + 1)}`, false);
    }
  }

  /**
   * The listener connected or lost its connection. Either way nothing cached is trusted any more: ends sent
   * while it was away were lost, and answers kept for HEARD_SESSION_CACHE_MS relied on notices that will
   * no longer come.
   */
  listening(connected: boolean): void {
    this.hearing = connected;
    this.ends++;
    this.live.clear();
  }

  private heardGymEnded(schema: string): void {
    this.ends++;
    for (const key of this.live.keys()) if (key.startsWith(`${schema}\u0000`)) this.live.delete(key);
  }
}
