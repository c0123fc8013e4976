import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import { quoteIdent } from "../../src/db/pool.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

// Decision 0240 §9: the migration gives members `paid_through` (their renewal date when they paid anything,
// else the day before joining) and open records the member's next periods; history keeps none.

const PERIODS = "20261202181000_membership_periods";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`migration ${PERIODS}`, () => {
  it("backfills paid_through and the periods of open records, oldest month first; settled and cancelled history keeps none", async () => {
    const schema = `periods_mig_${randomBytes(4).toString("hex")}`;
    const all = readMigrations(TENANT_MIGRATIONS_DIR);
    await migrateSchema(
      ctx.db.pool,
      schema,
      all.filter((m) => m.name < PERIODS),
    );
    const s = quoteIdent(schema);
    const q = (sql: string, params: unknown[] = []) => ctx.db.pool.query(sql, params);
    const member = async (name: string, joining: string, renewal: string) =>
      (
        await q(
          `INSERT INTO ${s}.members (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth, joining_date, renewal_date)
           VALUES ($1::text, $1::text || '@example.com', 'x', $1::text, 'Rao', '9876543210', 'F', '1990-01-01', $2, $3) RETURNING id`,
          [name, joining, renewal],
        )
      ).rows[0].id as number;
    const bill = async (id: number, month: string, paid: string, cancelled = false) =>
      (
        await q(
          `INSERT INTO ${s}.member_payments (member_id, membership_month, amount_due, amount_paid, due_date, reference_number, cancelled)
           VALUES ($1::int, $2::date, 1000, $3::numeric, $2::date + 4, 'PAY' || $1::int || to_char($2::date, 'YYYYMM'), $4) RETURNING id`,
          [id, month, paid, cancelled],
        )
      ).rows[0].id as number;
    // A payer: October settled (a receipt), November partly paid, December open; renewal 30 Nov.
    const payer = await member("payer", "2026-01-01", "2026-11-30");
    const oct = await bill(payer, "2026-10-01", "1000");
    await q(
      `INSERT INTO ${s}.payment_receipts (payment_id, receipt_key, amount, payment_method, payment_date, invoice_number)
       VALUES ($1, 'k', 1000, 'UPI', '2026-10-03', '26-27/0001')`,
      [oct],
    );
    await bill(payer, "2026-11-01", "0", true);
    const dec = await bill(payer, "2026-12-01", "0");
    const jan = await bill(payer, "2027-01-01", "0");
    // A joiner who never paid: one open record, the grant.
    const joiner = await member("joiner", "2026-12-02", "2027-01-01");
    const first = await bill(joiner, "2026-12-01", "0");
    await migrateSchema(ctx.db.pool, schema, all);
    const dates = (
      await q(`SELECT first_name, to_char(paid_through, 'YYYY-MM-DD') AS paid_through FROM ${s}.members ORDER BY id`)
    ).rows;
    expect(dates).toEqual([
      { first_name: "payer", paid_through: "2026-11-30" },
      { first_name: "joiner", paid_through: "2026-12-01" },
    ]);
    const periods = Object.fromEntries(
      (
        await q(
          `SELECT id, to_char(period_from, 'YYYY-MM-DD') AS f, to_char(period_to, 'YYYY-MM-DD') AS t FROM ${s}.member_payments`,
        )
      ).rows.map((r) => [r.id, `${r.f} ${r.t}`]),
    );
    expect(periods[oct]).toBe("null null");
    expect(periods[dec]).toBe("2026-12-01 2026-12-30");
    expect(periods[jan]).toBe("2026-12-31 2027-01-29");
    expect(periods[first]).toBe("2026-12-02 2027-01-01");
    await q(`DROP SCHEMA ${s} CASCADE`);
  });
});
