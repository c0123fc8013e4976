import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import { createGym, type TestContext, type TestGym } from "./context.ts";
import { createPayment, markPaid, membersWithPlan, setSettings } from "./member-payments.ts";

// Voiding a receipt (issue 25 §4, decision 0334): the gyms, payments and read-backs the void tests share.

export const GYM_GSTIN = "29ABCDE1234F1ZW";
export const INVOICES = "/api/expenses/invoices";
export const voidIt = (ctx: TestContext, gym: TestGym, id: number, reason = "Entered against the wrong member") =>
  call(ctx, gym, "POST", `${INVOICES}/${id}/void/`, { reason });

let gyms = 0;
/** A gym (a tax invoice issuer unless `gstin` is null) with one member paid up to 31 Dec 2026 at ₹1,180. */
export async function setUp(ctx: TestContext, gstin: string | null = GYM_GSTIN) {
  const gym = await createGym(ctx, `void_${++gyms}`);
  if (gstin) await setSettings(ctx, gym, { gstin, gym_state: "Karnataka", gst_rate: "18" });
  const [member] = await membersWithPlan(ctx, gym, ["1180"], {
    joining_date: "2026-06-01",
    renewal_date: "2026-12-31",
  });
  await ctx.db.pool.query(`UPDATE ${qualified(gym.schema, "members")} SET paid_through = renewal_date WHERE id = $1`, [
    member,
  ]);
  return { gym, member: member! };
}

/** January's bill (1 Jan - 30 Jan), paid with `amounts` one receipt each; the receipts' ids, oldest first. */
export async function payJanuary(
  ctx: TestContext,
  gym: TestGym,
  member: number,
  amounts: (string | undefined)[] = [undefined],
) {
  const created = await createPayment(ctx, gym, { member_id: member, membership_month: "2027-01" });
  expect(created.statusCode, created.body).toBe(200);
  const bill = created.json().payment.id as number;
  for (const amount of amounts) {
    const paid = await markPaid(ctx, gym, bill, { payment_method: "UPI", ...(amount ? { amount_paid: amount } : {}) });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const { rows } = await ctx.db.pool.query<{ id: number; invoice_number: string }>(
    `SELECT id, invoice_number FROM ${qualified(gym.schema, "payment_receipts")} WHERE payment_id = $1 ORDER BY id`,
    [bill],
  );
  return { bill, receipts: rows };
}

export async function memberDates(ctx: TestContext, gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS renewal, to_char(paid_through, 'YYYY-MM-DD') AS paid_through
       FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return rows[0] as { renewal: string; paid_through: string | null };
}

export async function billOf(ctx: TestContext, gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT amount_paid::text, late_fee::text, payment_method::text, to_char(payment_date, 'YYYY-MM-DD') AS payment_date
       FROM ${qualified(gym.schema, "member_payments")} WHERE id = $1`,
    [id],
  );
  return rows[0] as {
    amount_paid: string;
    late_fee: string;
    payment_method: string | null;
    payment_date: string | null;
  };
}

export async function ledger(ctx: TestContext, gym: TestGym) {
  const { rows } = await ctx.db.pool.query(
    `SELECT id, amount::text, category_id, receipt_id, reverses_id, to_char(transaction_date, 'YYYY-MM-DD') AS day
       FROM ${qualified(gym.schema, "expense_transactions")} ORDER BY id`,
  );
  return rows as {
    id: number;
    amount: string;
    category_id: number;
    receipt_id: number | null;
    reverses_id: number | null;
    day: string;
  }[];
}

export const count = async (ctx: TestContext, gym: TestGym, table: string) =>
  (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(gym.schema, table)}`)).rows[0].n as number;

/** A PDF answer as text (pdftotext -layout), like the invoices' own test reads them. */
export async function pdfText(ctx: TestContext, gym: TestGym, url: string) {
  const res = await call(ctx, gym, "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  const { pdf_base64, filename } = res.json().invoice as { pdf_base64: string; filename: string };
  const dir = mkdtempSync(join(tmpdir(), "credit-note-"));
  const path = join(dir, "doc.pdf");
  writeFileSync(path, Buffer.from(pdf_base64, "base64"));
  const text = execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
  rmSync(dir, { recursive: true, force: true });
  return { text, filename };
}
