import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import { quoteIdent } from "../../src/db/pool.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

// Decision 0161: receipts written before the ledger existed get their income row from the migration,
// so "every receipt has exactly one income transaction" holds for old data too.

const LEDGER = "20261126100000_expenses";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("migration 20261126100000_expenses", () => {
  it("gives the gym its Membership Fees category and books every earlier receipt once", async () => {
    const schema = `ledger_mig_${randomBytes(4).toString("hex")}`;
    const all = readMigrations(TENANT_MIGRATIONS_DIR);
    const before = all.filter((m) => m.name < LEDGER);
    await migrateSchema(ctx.db.pool, schema, before);
    const s = quoteIdent(schema);
    await ctx.db.pool.query(
      `INSERT INTO ${s}.members (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth, joining_date, renewal_date)
       VALUES ('asha', 'asha@example.com', 'x', 'Asha', 'Rao', '9876543210', 'F', '1990-01-01', '2026-01-01', '2026-12-01')`,
    );
    await ctx.db.pool.query(
      `INSERT INTO ${s}.member_payments (member_id, membership_month, amount_due, amount_paid, due_date, reference_number)
       SELECT id, '2026-10-01', 1500, 1500, '2026-10-05', 'PAY1202610' FROM ${s}.members`,
    );
    await ctx.db.pool.query(
      `INSERT INTO ${s}.payment_receipts (payment_id, receipt_key, amount, payment_method, payment_date, invoice_number)
       SELECT id, k, a, 'UPI', d::date, n FROM ${s}.member_payments,
              (VALUES ('a', 500.00, '2026-10-03', 'INV/2026-27/0001'), ('b', 1000.00, '2026-10-09', 'INV/2026-27/0002')) v(k, a, d, n)`,
    );
    await migrateSchema(
      ctx.db.pool,
      schema,
      all.filter((m) => m.name <= LEDGER),
    );
    const rows = await ctx.db.pool.query(
      `SELECT t.amount::text, t.transaction_type::text, to_char(t.transaction_date, 'YYYY-MM-DD') AS date, t.reference_number,
              t.description, c.name AS category
         FROM ${s}.expense_transactions t JOIN ${s}.expense_categories c ON c.id = t.category_id ORDER BY t.receipt_id`,
    );
    expect(rows.rows).toEqual([
      {
        amount: "500.00",
        transaction_type: "INCOME",
        date: "2026-10-03",
        reference_number: "INV/2026-27/0001",
        description: "Invoice INV/2026-27/0001 for October 2026",
        category: "Membership Fees",
      },
      {
        amount: "1000.00",
        transaction_type: "INCOME",
        date: "2026-10-09",
        reference_number: "INV/2026-27/0002",
        description: "Invoice INV/2026-27/0002 for October 2026",
        category: "Membership Fees",
      },
    ]);
    await ctx.db.pool.query(`DROP SCHEMA ${s} CASCADE`);
  });
});
