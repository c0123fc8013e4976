import { randomBytes } from "node:crypto";
import { gstRateOf } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateSchema, readMigrations, TENANT_MIGRATIONS_DIR } from "../../src/db/migrator.ts";
import { quoteIdent } from "../../src/db/pool.ts";
import { toPaymentSettings } from "../../src/modules/member-payments/settings/present.ts";
import type { SettingsRow } from "../../src/modules/member-payments/settings/repository.ts";
import { createTestContext, type TestContext } from "../support/context.ts";

// Decision 0220: the migration to GST as it stands in December 2026 keeps a rate a gym chose, moves
// the old default (18 on SAC 999723, what the form pre-filled) to the new one, and freezes what the
// receipts issued before it printed, numbers included.

const GST = "20261202100000_gst_rule_46";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A gym schema migrated to just before GST, with `settings` (or none) and one receipt paid under them. */
async function gymBefore(settings: { gstin: string | null; sac_code: string; gst_rate: string } | null) {
  const schema = `gst_mig_${randomBytes(4).toString("hex")}`;
  const all = readMigrations(TENANT_MIGRATIONS_DIR);
  await migrateSchema(
    ctx.db.pool,
    schema,
    all.filter((m) => m.name < GST),
  );
  const s = quoteIdent(schema);
  const q = (sql: string, params: unknown[] = []) => ctx.db.pool.query(sql, params);
  if (settings)
    await q(`INSERT INTO ${s}.payment_settings (id, gstin, sac_code, gst_rate) VALUES (1, $1, $2, $3::numeric)`, [
      settings.gstin,
      settings.sac_code,
      settings.gst_rate,
    ]);
  await q(
    `INSERT INTO ${s}.members (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth, joining_date, renewal_date)
     VALUES ('asha', 'asha@example.com', 'x', 'Asha', 'Rao', '9876543210', 'F', '1990-01-01', '2026-01-01', '2026-12-01')`,
  );
  await q(
    `INSERT INTO ${s}.member_payments (member_id, membership_month, amount_due, amount_paid, due_date, reference_number)
     SELECT id, '2026-10-01', 1180, 1180, '2026-10-05', 'PAY1202610' FROM ${s}.members`,
  );
  await q(
    `INSERT INTO ${s}.payment_receipts (payment_id, receipt_key, amount, payment_method, payment_date, invoice_number)
     SELECT id, 'a', 1180, 'UPI', '2026-10-03', 'INV/2026-27/0001' FROM ${s}.member_payments`,
  );
  await migrateSchema(ctx.db.pool, schema, all);
  const read = async () => ({
    settings: (await q(`SELECT gstin, sac_code, gst_rate::text AS gst_rate FROM ${s}.payment_settings`)).rows[0] as
      | Pick<SettingsRow, "gstin" | "sac_code" | "gst_rate">
      | undefined,
    receipt: (
      await q(
        `SELECT invoice_number, supplier_gstin, recipient_gstin, sac_code, gst_rate::text AS gst_rate FROM ${s}.payment_receipts`,
      )
    ).rows[0],
  });
  const result = await read();
  await q(`DROP SCHEMA ${s} CASCADE`);
  return result;
}

const GSTIN = "29ABCDE1234F1ZW";
/** The rate the gym's next invoice uses, as the API reads the row. */
const invoiceRate = (row: Partial<SettingsRow> | undefined) =>
  gstRateOf(row ? toPaymentSettings(row as SettingsRow).gst_rate : null);

describe(`migration ${GST}`, () => {
  it("keeps a rate the gym chose (12 on SAC 999723, 18 on another SAC)", async () => {
    const twelve = await gymBefore({ gstin: GSTIN, sac_code: "999723", gst_rate: "12" });
    expect(twelve.settings).toEqual({ gstin: GSTIN, sac_code: "999723", gst_rate: "12.00" });
    expect(invoiceRate(twelve.settings)).toBe(12);
    const otherSac = await gymBefore({ gstin: GSTIN, sac_code: "999799", gst_rate: "18" });
    expect(otherSac.settings).toEqual({ gstin: GSTIN, sac_code: "999799", gst_rate: "18.00" });
    expect(invoiceRate(otherSac.settings)).toBe(18);
  });

  it("moves the old default (18 on SAC 999723) to the default, which is 5% now", async () => {
    const old = await gymBefore({ gstin: GSTIN, sac_code: "999723", gst_rate: "18" });
    expect(old.settings).toEqual({ gstin: GSTIN, sac_code: "999723", gst_rate: null });
    expect(invoiceRate(old.settings)).toBe(5);
  });

  it("freezes what the receipts issued before printed: their number, the gym's GSTIN and the rate of the time", async () => {
    const registered = await gymBefore({ gstin: GSTIN, sac_code: "999723", gst_rate: "18" });
    expect(registered.receipt).toEqual({
      invoice_number: "INV/2026-27/0001",
      supplier_gstin: GSTIN,
      recipient_gstin: null,
      sac_code: "999723",
      gst_rate: "18.00",
    });
    // A gym that never saved settings issued payment receipts: nothing to freeze.
    const unregistered = await gymBefore(null);
    expect(unregistered.settings).toBeUndefined();
    expect(unregistered.receipt).toEqual({
      invoice_number: "INV/2026-27/0001",
      supplier_gstin: null,
      recipient_gstin: null,
      sac_code: null,
      gst_rate: null,
    });
  });
});
