import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadEnv } from "../../src/config/env.ts";
import { connect } from "../../src/db/connect.ts";
import { migrateSchema, PLATFORM_MIGRATIONS_DIR, readMigrations } from "../../src/db/migrator.ts";
import { createPool, quoteIdent } from "../../src/db/pool.ts";
import { AUTO_SHARDS_MIN_GYMS, countActiveGyms, poolShardsFor } from "../../src/db/pool-shards.ts";

/**
 * How many shards the gyms' connections get (decisions 0065, 0195): `auto` by default, which shards a
 * pool into pairs of connections once a process starts with AUTO_SHARDS_MIN_GYMS active gyms or more.
 */
const base = { JWT_SECRET: "x".repeat(32) };

describe("DATABASE_POOL_SHARDS", () => {
  it("is auto by default, takes a whole number from 1 to 64, and refuses anything else at start", () => {
    expect(loadEnv(base).DATABASE_POOL_SHARDS).toBe("auto");
    expect(loadEnv({ ...base, DATABASE_POOL_SHARDS: "auto" }).DATABASE_POOL_SHARDS).toBe("auto");
    expect(loadEnv({ ...base, DATABASE_POOL_SHARDS: "1" }).DATABASE_POOL_SHARDS).toBe(1);
    expect(loadEnv({ ...base, DATABASE_POOL_SHARDS: " 64 " }).DATABASE_POOL_SHARDS).toBe(64);
    for (const bad of ["0", "65", "abc", "1.5", "-2", "", "AUTO", "1e1"]) {
      expect(() => loadEnv({ ...base, DATABASE_POOL_SHARDS: bad })).toThrow(
        /DATABASE_POOL_SHARDS must be auto or a whole number from 1 to 64/,
      );
    }
  });

  it("auto: one pool below the threshold of active gyms, shards of two connections from it", () => {
    expect(AUTO_SHARDS_MIN_GYMS).toBe(100);
    expect(poolShardsFor("auto", 16, 0)).toBe(1);
    expect(poolShardsFor("auto", 16, AUTO_SHARDS_MIN_GYMS - 1)).toBe(1);
    expect(poolShardsFor("auto", 16, AUTO_SHARDS_MIN_GYMS)).toBe(8);
    expect(poolShardsFor("auto", 10, 1000)).toBe(5);
    expect(poolShardsFor("auto", 5, 1000)).toBe(2);
    // A pool too small to split stays one pool; a huge one stops at the setting's ceiling.
    expect(poolShardsFor("auto", 3, 1000)).toBe(1);
    expect(poolShardsFor("auto", 1, 1000)).toBe(1);
    expect(poolShardsFor("auto", 200, 1000)).toBe(64);
  });

  it("a number is taken as it is, whatever the gyms", () => {
    expect(poolShardsFor(1, 16, 5000)).toBe(1);
    expect(poolShardsFor(4, 16, 0)).toBe(4);
  });
});

describe("counting the active gyms at start", () => {
  const url = inject("databaseUrl");
  // A registry of its own: the run's platform registry grows while other files run.
  const registry = `ps_${randomBytes(4).toString("hex")}`;
  const pool = createPool(url, 2);

  beforeAll(async () => {
    await migrateSchema(pool, registry, readMigrations(PLATFORM_MIGRATIONS_DIR));
    await pool.query(
      `INSERT INTO ${quoteIdent(registry)}.gyms (schema_name, gym_name, status)
       VALUES ('g_one', 'One', 'ACTIVE'), ('g_two', 'Two', 'ACTIVE'), ('g_three', 'Three', 'ACTIVE'),
              ('g_gone', 'Gone', 'SUSPENDED')`,
    );
  });
  afterAll(async () => {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(registry)} CASCADE`);
    await pool.end();
  });

  it("counts only active gyms", async () => {
    expect(await countActiveGyms(url, registry)).toBe(3);
  });

  it("is 0 on a database with no registry yet (a first start)", async () => {
    expect(await countActiveGyms(url, `missing_${randomBytes(4).toString("hex")}`)).toBe(0);
  });

  it("reports an unreachable database as the start-up error, once", async () => {
    await expect(countActiveGyms("postgres://nobody@127.0.0.1:1/none")).rejects.toThrow(/Cannot reach the database/);
  });

  it("the start names the layout it chose and why", async () => {
    const fixed = await connect(
      loadEnv({ ...base, DATABASE_URL: url, DATABASE_POOL_SIZE: "10", DATABASE_POOL_SHARDS: "4" }),
    );
    try {
      expect(fixed.pool).toBe("a pool of 10 in 4 shards of 3 (DATABASE_POOL_SHARDS)");
    } finally {
      await fixed.close();
    }
    const auto = await connect(loadEnv({ ...base, DATABASE_URL: url, DATABASE_POOL_SIZE: "16" }));
    try {
      expect(auto.pool).toMatch(/^(one pool of 16|a pool of 16 in 8 shards of 2) \(auto, \d+ active gyms?\)$/);
      const active = Number(/auto, (\d+) active gym/.exec(auto.pool)?.[1]);
      expect(auto.pool.startsWith(active >= AUTO_SHARDS_MIN_GYMS ? "a pool of 16 in 8" : "one pool")).toBe(true);
    } finally {
      await auto.close();
    }
  });
});
