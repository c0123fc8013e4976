import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { demoSeeders } from "../../src/seed/demo-seeders.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymSeedContext, type TestContext, type TestGym } from "../support/context.ts";
import { PAYMENTS } from "../support/member-payments.ts";

/**
 * Decision 0196: every "now" and "today" of the product comes from its one clock (`ctx.now()`,
 * `ctx.today()`), never from `new Date()` in a module or from PostgreSQL's own clock in SQL.
 */
const SRC = new URL("../../src/", import.meta.url).pathname;
const TESTS = new URL("../", import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "generated") return [];
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The database's clock is allowed here only: sessions (security, not a gym's dates) and operations. */
const DATABASE_CLOCK_ALLOWED = ["auth/sessions.ts", "tenancy/background-migrations.ts", "db/migrator.ts"];
const DATABASE_CLOCK =
  /\b(now\s*\(\s*\)|current_date|current_timestamp|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp)/i;

/** The SQL of a file: each template literal that reads as a statement, without its `${...}` parts. */
function sqlTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(/`(?:[^`\\]|\\.)*`/g)]
    .map((m) => m[0].replace(/\$\{[^}]*\}/g, ""))
    .filter((text) => /\b(SELECT|INSERT|UPDATE|DELETE|WITH|SET|WHERE|VALUES)\b/.test(text));
}

describe("one clock (decision 0196)", () => {
  it("no module reads the machine's clock: new Date() and Date.now() only through the context", () => {
    const offenders = files(join(SRC, "modules")).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${relative(SRC, path)}:${i + 1}` }))
        .filter(({ line }) => /new Date\(\s*\)|Date\.now\(\)/.test(line) && !/^(\*|\/\*|\/\/)/.test(line.trim()))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no SQL reads the database's clock (now(), CURRENT_DATE...) outside sessions and operations", () => {
    const offenders = files(SRC)
      .filter((path) => !DATABASE_CLOCK_ALLOWED.includes(relative(SRC, path)))
      .flatMap((path) =>
        sqlTexts(readFileSync(path, "utf8"))
          .filter((sql) => DATABASE_CLOCK.test(sql))
          .map((sql) => `${relative(SRC, path)}: ${sql.match(DATABASE_CLOCK)![0]}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("tests read the day from the same clock (decision 0196)", () => {
  it("no test's SQL reads the database's clock: test data is dated from ctx.clock", () => {
    const offenders = files(TESTS)
      .filter((path) => !path.endsWith("one-clock.test.ts"))
      .flatMap((path) =>
        sqlTexts(readFileSync(path, "utf8"))
          .filter((sql) => DATABASE_CLOCK.test(sql))
          .map((sql) => `${relative(TESTS, path)}: ${sql.match(DATABASE_CLOCK)![0]}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("every time a gym's data holds came from the clock", () => {
  let ctx: TestContext;
  let gym: TestGym;
  // Years away from any real day this suite runs on: a value written by another clock stands out.
  const PINNED = "2031-06-15T10:00:00+05:30";
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.clock.pin(PINNED);
    gym = await createGym(ctx, "clock");
    const seed = gymSeedContext(ctx, gym.schema);
    for (const seeder of demoSeeders) await seeder.run(seed);
  }, 300_000); // the demo seed of every area, on a busy machine (test:dates beside CI) past 120 s
  afterAll(() => ctx.close());

  it("after the demo seed and the writes of the money and member screens, no timestamp is near the real time", async () => {
    const open = await ctx.db.pool.query(
      `SELECT id FROM ${qualified(gym.schema, "member_payments")}
        WHERE amount_paid < amount_due + late_fee AND NOT cancelled ORDER BY id LIMIT 3`,
    );
    const ids = open.rows.map((r) => r.id as number);
    expect(ids.length).toBeGreaterThan(0);
    expect((await call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, { payment_ids: ids })).statusCode).toBe(200);
    expect((await call(ctx, gym, "POST", `${PAYMENTS}/reminders/`, { payment_status: "OVERDUE" })).statusCode).toBe(
      200,
    );
    expect(
      (await call(ctx, gym, "PUT", "/api/expenses/payment-settings/update/", { gym_phone: "9876543210" })).statusCode,
    ).toBeLessThan(500);
    expect((await call(ctx, gym, "POST", "/api/members/members/1/suspend/", {})).statusCode).toBe(200);

    const columns = await ctx.db.pool.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = $1 AND data_type = 'timestamp with time zone'
          AND table_name NOT IN ('staff_sessions', '_schema_migrations')`,
      [gym.schema],
    );
    expect(columns.rows.length).toBeGreaterThan(20);
    const realNow = Date.now();
    const stray: string[] = [];
    for (const { table_name, column_name } of columns.rows) {
      // Rows a migration inserts (the ledger's Member Payment category, the feedback categories) are dated by
      // the database in the migration's own transaction: the same instant as its history row, and allowed.
      const { rows } = await ctx.db.pool.query(
        `SELECT count(*)::int AS n FROM ${qualified(gym.schema, table_name)}
          WHERE ${column_name} BETWEEN $1::timestamptz AND $2::timestamptz
            AND ${column_name} NOT IN (SELECT applied_at FROM ${qualified(gym.schema, "_schema_migrations")})`,
        [new Date(realNow - 86_400_000), new Date(realNow + 86_400_000)],
      );
      if (rows[0].n > 0) stray.push(`${table_name}.${column_name}: ${rows[0].n} row(s)`);
    }
    expect(stray).toEqual([]);
  });
});
