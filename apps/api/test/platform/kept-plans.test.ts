import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { KEPT_PER_CONNECTION, keepPlan, keptQuery, poolQuery } from "../../src/db/kept-plans.ts";
import { createPool, quoteIdent } from "../../src/db/pool.ts";
import { TenantRouter } from "../../src/db/tenant-router.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

/**
 * Plans kept per connection (decision 0409): a statement marked with `keepPlan` is a named prepared statement on
 * its connection, reused and re-planned by PostgreSQL when its tables change, at most KEPT_PER_CONNECTION per
 * connection, and sent unnamed on a pool that does not keep plans. On the server itself: through PgBouncer 1.18
 * (.ci/pgbouncer-api.sh) a named statement is what cannot work, which is why such a pool keeps none.
 */
let ctx: TestContext;
const schema = `kept_${randomBytes(4).toString("hex")}`;
const table = `${quoteIdent(schema)}.t`;
const pools: pg.Pool[] = [];
/** A pool of one connection on the server itself, so every statement meets the same backend. */
const onePool = (keepPlans: boolean) => {
  const pool = createPool(inject("directDatabaseUrl"), 1, 0, keepPlans);
  pools.push(pool);
  return pool;
};
const prepared = async (pool: pg.Pool) =>
  (
    await pool.query<{ name: string; generic_plans: string }>(
      "SELECT name, generic_plans FROM pg_prepared_statements ORDER BY name",
    )
  ).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.pool.query(
    `CREATE SCHEMA ${quoteIdent(schema)}; CREATE TABLE ${table} (a int); INSERT INTO ${table} VALUES (1), (2)`,
  );
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await ctx.db.pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await ctx.close();
});

describe("kept plans", () => {
  it("keeps a marked statement's plan on its connection and answers as the unmarked statement does", async () => {
    const pool = onePool(true);
    const sql = `SELECT a FROM ${table} WHERE a >= $1 ORDER BY a`;
    for (let i = 0; i < 7; i++) {
      const kept = await poolQuery(pool, { text: keepPlan(sql), values: [1] });
      expect(kept.rows).toEqual((await pool.query(sql, [1])).rows);
    }
    const [statement] = await prepared(pool);
    expect(statement?.name).toMatch(/^kept_[0-9a-f]{32}$/);
    // Planned for its values five times, then its generic plan kept.
    expect(Number(statement?.generic_plans)).toBeGreaterThan(0);
    // An unmarked statement stays unnamed.
    expect(await prepared(pool)).toHaveLength(1);
  });

  it("keeps a marked statement of a gym's transaction (the monthly view's bring-up) on the transaction's connection", async () => {
    const router = new TenantRouter(onePool(true), systemClock);
    try {
      const names = await router.handle(schema).$transaction(async (tx) => {
        const rows = await tx.$queryRawUnsafe<{ n: number }[]>(keepPlan(`SELECT count(*)::int AS n FROM ${table}`));
        expect(rows).toEqual([{ n: 2 }]);
        return tx.$queryRawUnsafe<{ name: string }[]>("SELECT name FROM pg_prepared_statements");
      });
      expect(names.map((r) => r.name)).toEqual([expect.stringMatching(/^kept_/)]);
    } finally {
      await router.disconnect();
    }
  });

  it("keeps none on a pool that does not keep plans (DATABASE_PREPARED_STATEMENTS=off)", async () => {
    const pool = onePool(false);
    const result = await poolQuery(pool, { text: keepPlan(`SELECT count(*)::int AS n FROM ${table}`), values: [] });
    expect(result.rows).toEqual([{ n: 2 }]);
    expect(await prepared(pool)).toEqual([]);
  });

  it("keeps at most KEPT_PER_CONNECTION on a connection, the least recently used closed", async () => {
    const pool = onePool(true);
    const statement = (i: number) => ({ text: keepPlan(`SELECT ${i} + count(*)::int AS n FROM ${table}`), values: [] });
    for (let i = 0; i < KEPT_PER_CONNECTION + 8; i++) {
      expect((await poolQuery(pool, statement(i))).rows).toEqual([{ n: i + 2 }]);
      // The first is used again each time, so it is never the least recently used.
      expect((await poolQuery(pool, statement(0))).rows).toEqual([{ n: 2 }]);
    }
    expect(await prepared(pool)).toHaveLength(KEPT_PER_CONNECTION);
    // One closed long ago is prepared again when it comes back.
    expect((await poolQuery(pool, statement(1))).rows).toEqual([{ n: 3 }]);
    expect(await prepared(pool)).toHaveLength(KEPT_PER_CONNECTION);
  });

  it("reads the tables as they are now after they change: a schema made again, as a restore does", async () => {
    const pool = onePool(true);
    const other = `kept_again_${randomBytes(4).toString("hex")}`;
    const make = (value: number) =>
      ctx.db.pool.query(
        `DROP SCHEMA IF EXISTS ${quoteIdent(other)} CASCADE; CREATE SCHEMA ${quoteIdent(other)};
         CREATE TABLE ${quoteIdent(other)}.t (a int); INSERT INTO ${quoteIdent(other)}.t VALUES (${value})`,
      );
    const read = () => poolQuery(pool, { text: keepPlan(`SELECT a FROM ${quoteIdent(other)}.t`), values: [] });
    await make(1);
    for (let i = 0; i < 7; i++) expect((await read()).rows).toEqual([{ a: 1 }]);
    await make(2);
    expect((await read()).rows).toEqual([{ a: 2 }]);
    await ctx.db.pool.query(`DROP SCHEMA ${quoteIdent(other)} CASCADE`);
  });

  it("says what to set when a statement it prepared is gone from the server connection (a pooler in transaction mode)", async () => {
    const pool = onePool(true);
    const text = keepPlan(`SELECT max(a) AS a FROM ${table}`);
    expect((await poolQuery(pool, { text, values: [] })).rows).toEqual([{ a: 2 }]);
    const client = await pool.connect();
    try {
      // What PgBouncer does: the next statement reaches a server connection that never prepared it.
      await client.query("DEALLOCATE ALL");
      await expect(keptQuery(client, { text, values: [] })).rejects.toThrow(/DATABASE_PREPARED_STATEMENTS=off/);
      // Forgotten, so the next use prepares it again.
      expect((await keptQuery(client, { text, values: [] })).rows).toEqual([{ a: 2 }]);
    } finally {
      client.release();
    }
  });

  it("fails a marked statement in an aborted transaction as it would fail unmarked, and the connection goes on", async () => {
    const pool = onePool(true);
    const client = await pool.connect();
    try {
      for (let i = 0; i < KEPT_PER_CONNECTION; i++) {
        await keptQuery(client, { text: keepPlan(`SELECT ${i} AS n FROM ${table} LIMIT 1`), values: [] });
      }
      await client.query("BEGIN");
      await expect(client.query("SELECT 1/0")).rejects.toThrow(/division by zero/);
      // A new statement closes the oldest in its own round trip: the statement fails as it would unmarked.
      const text = keepPlan(`SELECT 'new' AS n FROM ${table} LIMIT 1`);
      await expect(keptQuery(client, { text, values: [] })).rejects.toThrow(/current transaction is aborted/);
      await client.query("ROLLBACK");
      expect((await keptQuery(client, { text, values: [] })).rows).toEqual([{ n: "new" }]);
      expect((await client.query("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows).toEqual([
        { n: KEPT_PER_CONNECTION },
      ]);
    } finally {
      client.release();
    }
  });
});
