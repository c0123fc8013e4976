import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import { createPool, qualified } from "../../src/db/pool.ts";
import { isPlainRead, readRows, TenantReadRefusedError } from "../../src/db/tenant-reads.ts";
import { shardOf, TenantRouter } from "../../src/db/tenant-router.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

/**
 * Plain reads for the hot path (decision 0360): `readRows` goes to `pg` on the pool shard the gym's handle
 * uses, names only the handle's gym, refuses a context whose schema is another gym's, and runs reads only.
 */
let ctx: TestContext;
const gyms = [`tr_a_${randomBytes(4).toString("hex")}`, `tr_b_${randomBytes(4).toString("hex")}`];

beforeAll(async () => {
  ctx = await createTestContext();
  const migrations = readMigrations(TENANT_MIGRATIONS_DIR);
  for (const schema of gyms) {
    await migrateSchema(ctx.db.pool, schema, migrations);
    for (let i = 0; i < 5; i++) {
      await ctx.db.pool.query(
        `INSERT INTO ${qualified(schema, "staff_users")} (username, password_hash, full_name) VALUES ($1, 'x', $2)`,
        [`user${i}`, `${schema}:${i}`],
      );
    }
  }
});
afterAll(() => ctx.close());

const names = (schema: string, db: object) =>
  readRows<{ full_name: string }>(
    { db, schema },
    `SELECT full_name FROM ${qualified(schema, "staff_users")} WHERE username = ANY($1::text[]) ORDER BY id`,
    [["user1", "user3"]],
  ).then((rows) => rows.map((r) => r.full_name));

describe("readRows", () => {
  it("reads the handle's gym, interleaved with another gym's reads", async () => {
    const checks = Array.from({ length: 40 }, (_, n) => {
      const schema = gyms[n % 2]!;
      return names(schema, ctx.db.tenants.get(schema)).then((got) =>
        expect(got).toEqual([`${schema}:1`, `${schema}:3`]),
      );
    });
    await Promise.all(checks);
  });

  it("refuses a context whose schema is not its handle's gym", async () => {
    const other = ctx.db.tenants.get(gyms[1]!);
    await expect(names(gyms[0]!, other)).rejects.toThrow(TenantReadRefusedError);
  });

  it("refuses a handle that is not a gym's (no reader)", async () => {
    await expect(names(gyms[0]!, ctx.db.registry.client)).rejects.toThrow(TenantReadRefusedError);
    await expect(names(gyms[0]!, {})).rejects.toThrow(TenantReadRefusedError);
  });

  it("refuses a statement that could write (writes go through ctx.db, for the audit trail)", async () => {
    const db = ctx.db.tenants.get(gyms[0]!);
    const table = qualified(gyms[0]!, "staff_users");
    for (const sql of [
      `UPDATE ${table} SET full_name = 'x'`,
      `WITH d AS (DELETE FROM ${table} RETURNING id) SELECT * FROM d`,
      `SELECT id FROM ${table} FOR UPDATE`,
      `SELECT set_config('search_path', 'other', false)`,
      `INSERT INTO ${table} (username) VALUES ('x')`,
    ]) {
      await expect(readRows({ db, schema: gyms[0]! }, sql), sql).rejects.toThrow(TenantReadRefusedError);
    }
    expect((await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE full_name = 'x'`)).rows[0].n).toBe(
      0,
    );
  });

  it("tells reads from writes by their words, not by column names like updated_at", () => {
    expect(isPlainRead("SELECT updated_at, deleted, inserted_by FROM t")).toBe(true);
    expect(isPlainRead("  with w as (select 1) select * from w")).toBe(true);
    expect(isPlainRead("WITH w AS (UPDATE t SET a = 1 RETURNING a) SELECT * FROM w")).toBe(false);
    expect(isPlainRead("select nextval('s')")).toBe(false);
    expect(isPlainRead("VALUES (1)")).toBe(false);
  });

  it("uses the pool shard the gym's own statements use (decision 0065)", async () => {
    const shards = [2, 3, 4, 5, 6, 7, 8].find((n) => shardOf(gyms[0]!, n) !== shardOf(gyms[1]!, n)) ?? 2;
    const url = (ctx.db.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const pools = Array.from({ length: shards }, () => createPool(url, 2));
    const router = new TenantRouter(pools, systemClock);
    const used: number[] = [];
    for (const [index, pool] of pools.entries()) pool.on("acquire", () => used.push(index));
    try {
      for (const schema of gyms) {
        used.length = 0;
        expect(await names(schema, router.handle(schema))).toEqual([`${schema}:1`, `${schema}:3`]);
        expect([...new Set(used)]).toEqual([shardOf(schema, shards)]);
      }
    } finally {
      await router.disconnect();
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});
