import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, inject, it } from "vitest";
import { loadEnv } from "../../src/config/env.ts";
import { createPool, IDLE_CONNECTION_MS, spreadLifetime } from "../../src/db/pool.ts";

/**
 * Bounded database memory (issue 14, decision 0062): a pooled connection is retired after
 * DATABASE_POOL_MAX_LIFETIME_SECONDS, idle or busy, so the caches PostgreSQL keeps per connection for
 * every relation it touched (about 65 KB per gym) are given back however many gyms it serves.
 */
describe("pooled connections' maximum lifetime", () => {
  const base = { JWT_SECRET: "x".repeat(32) };

  it("is configurable, on by default, and validated at start", () => {
    expect(loadEnv(base).DATABASE_POOL_MAX_LIFETIME_SECONDS).toBe(300);
    expect(loadEnv({ ...base, DATABASE_POOL_MAX_LIFETIME_SECONDS: "0" }).DATABASE_POOL_MAX_LIFETIME_SECONDS).toBe(0);
    expect(loadEnv({ ...base, DATABASE_POOL_MAX_LIFETIME_SECONDS: "3600" }).DATABASE_POOL_MAX_LIFETIME_SECONDS).toBe(
      3600,
    );
    for (const bad of ["5", "-1", "86401"]) {
      expect(() => loadEnv({ ...base, DATABASE_POOL_MAX_LIFETIME_SECONDS: bad })).toThrow(
        /DATABASE_POOL_MAX_LIFETIME_SECONDS must be 0 \(never\) or between 10 and 86400 seconds/,
      );
    }
    for (const bad of ["abc", "1.5"]) {
      expect(() => loadEnv({ ...base, DATABASE_POOL_MAX_LIFETIME_SECONDS: bad })).toThrow(
        /DATABASE_POOL_MAX_LIFETIME_SECONDS must be a whole number of seconds/,
      );
    }
  });

  it("retires an idle connection and a busy one (when released) once it is older than the limit", async () => {
    const pool = createPool(inject("databaseUrl"), 2, 1);
    let connects = 0;
    pool.on("connect", () => {
      connects++;
    });
    try {
      await pool.query("SELECT 1");
      await pool.query("SELECT 1");
      expect(connects).toBe(1);
      await sleep(1_300);
      // The idle connection was closed when its lifetime ran out; the next query opens a new one.
      expect(pool.totalCount).toBe(0);
      await pool.query("SELECT 1");
      expect(connects).toBe(2);

      const busy = await pool.connect();
      await busy.query("SELECT pg_sleep(1.2)");
      busy.release();
      // Released past its lifetime: closed rather than returned to the pool.
      await sleep(50);
      expect(pool.idleCount).toBe(0);
    } finally {
      await pool.end();
    }
  });

  it("gives successive connections lifetimes spread between three quarters of the limit and all of it (decision 0411)", () => {
    const next = spreadLifetime(300);
    const first8 = Array.from({ length: 8 }, next);
    expect(first8[0]).toBe(300);
    for (const s of first8) {
      expect(s).toBeGreaterThanOrEqual(225);
      expect(s).toBeLessThanOrEqual(300);
    }
    // Any eight in a row are at least 6 s apart: no two of a shard's connections retire together.
    const sorted = [...first8].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(6);
    expect(Array.from({ length: 3 }, spreadLifetime(0))).toEqual([0, 0, 0]);
  });

  it("retires connections opened together at different moments, and keeps an idle one for minutes", async () => {
    const pool = createPool(inject("databaseUrl"), 4, 2);
    try {
      expect(pool.options.idleTimeoutMillis).toBe(IDLE_CONNECTION_MS);
      const held = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
      for (const c of held) c.release();
      const from = performance.now();
      const retiredAt: number[] = [];
      let open = pool.totalCount;
      expect(open).toBe(4);
      while (open > 0 && performance.now() - from < 4_000) {
        await sleep(10);
        for (; pool.totalCount < open; open--) retiredAt.push(performance.now() - from);
      }
      // Lifetimes 2, 1.69, 1.88 and 1.57 s: four retirements, the first and last about 0.4 s apart.
      expect(retiredAt).toHaveLength(4);
      expect(retiredAt[0]).toBeGreaterThan(1_400);
      expect(retiredAt[3]! - retiredAt[0]!).toBeGreaterThan(250);
    } finally {
      await pool.end();
    }
  });

  it("0 keeps connections (the previous behaviour)", async () => {
    const pool = createPool(inject("databaseUrl"), 1, 0);
    try {
      await pool.query("SELECT 1");
      await sleep(1_100);
      expect(pool.idleCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
