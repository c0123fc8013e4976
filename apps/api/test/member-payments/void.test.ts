import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AuditEntry, RECEIPT_ALREADY_VOID, VOID_REASON_TOO_SHORT, voidLaterReceiptFirst } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { createPayment, invoiceText, markPaid, membersWithPlan, setSettings } from "../support/member-payments.ts";
import { staffAccount } from "../support/staff.ts";

// Voiding a receipt (issue 25 §4, decision 0334): one transaction reverses the ledger row, re-opens the bill,
// moves the member's dates back, numbers a credit note for a tax invoice and records the void. Every day is
// pinned (decision 0196).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
const GYM_GSTIN = "29ABCDE1234F1ZW";
const INVOICES = "/api/expenses/invoices";
const voidIt = (gym: TestGym, id: number, reason = "Entered against the wrong member") =>
  call(ctx, gym, "POST", `${INVOICES}/${id}/void/`, { reason });

let gyms = 0;
/** A gym (a tax invoice issuer unless `gstin` is null) with one member paid up to 31 Dec 2026 at ₹1,180. */
async function setUp(gstin: string | null = GYM_GSTIN) {
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
async function payJanuary(gym: TestGym, member: number, amounts: (string | undefined)[] = [undefined]) {
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

async function memberDates(gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS renewal, to_char(paid_through, 'YYYY-MM-DD') AS paid_through
       FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return rows[0] as { renewal: string; paid_through: string | null };
}

async function billOf(gym: TestGym, id: number) {
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

async function ledger(gym: TestGym) {
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

const count = async (gym: TestGym, table: string) =>
  (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(gym.schema, table)}`)).rows[0].n as number;

/** A PDF answer as text (pdftotext -layout), like the invoices' own test reads them. */
async function pdfText(gym: TestGym, url: string) {
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

describe("voiding a tax invoice", () => {
  it("reverses the ledger row, re-opens the bill, moves the dates back, keeps the number and issues a credit note", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { bill, receipts } = await payJanuary(gym, member);
    const receipt = receipts[0]!;
    expect(await memberDates(gym, member)).toEqual({ renewal: "2027-01-30", paid_through: "2027-01-30" });

    pin("2026-12-22");
    const res = await voidIt(gym, receipt.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Receipt voided",
      invoice: {
        invoice_id: receipt.id,
        invoice_number: receipt.invoice_number,
        voided: true,
        void_reason: "Entered against the wrong member",
        credit_note_number: "CN/26-27/0001",
      },
    });

    // The ledger: the income row and its negative, same category and day, pointing at it; they net to 0.
    const [income, reversal, ...more] = await ledger(gym);
    expect(more).toEqual([]);
    expect(income).toMatchObject({ amount: "1180.00", receipt_id: receipt.id, reverses_id: null, day: "2026-12-20" });
    expect(reversal).toMatchObject({
      amount: "-1180.00",
      receipt_id: null,
      reverses_id: income!.id,
      category_id: income!.category_id,
      day: "2026-12-20",
    });
    // Like a receipt's own row, the reversal is read-only in the ledger (decision 0161's text).
    const edit = await call(ctx, gym, "PUT", `/api/expenses/transactions/${reversal!.id}/update/`, {
      category: reversal!.category_id,
      title: "Edited",
      amount: "1",
      transaction_type: "INCOME",
      payment_method: "CASH",
      transaction_date: "2026-12-20",
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect((await call(ctx, gym, "DELETE", `/api/expenses/transactions/${reversal!.id}/delete/`, {})).statusCode).toBe(
      409,
    );
    expect(await ledger(gym)).toHaveLength(2);
    // The bill owes again what it owed; the member's dates are back where the receipt found them.
    expect(await billOf(gym, bill)).toEqual({
      amount_paid: "0.00",
      late_fee: "0.00",
      payment_method: null,
      payment_date: null,
    });
    expect(await memberDates(gym, member)).toEqual({ renewal: "2026-12-31", paid_through: "2026-12-31" });

    // The list shows it void, under its own number.
    const invoices = (await call(ctx, gym, "GET", `${INVOICES}/?member_id=${member}`)).json().invoices;
    expect(invoices).toEqual([
      expect.objectContaining({
        invoice_number: receipt.invoice_number,
        voided: true,
        credit_note_number: "CN/26-27/0001",
      }),
    ]);

    // Paid again: a new receipt with the next invoice number (the void released the keyless key).
    const again = await markPaid(ctx, gym, bill, { payment_method: "CASH" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment).toMatchObject({ payment_status: "PAID", amount_paid: 1180 });
    expect(await memberDates(gym, member)).toEqual({ renewal: "2027-01-30", paid_through: "2027-01-30" });
  });

  it("prints CANCELLED on the invoice and a credit note with both numbers, both dates, the GST split and the reason", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member);
    const receipt = receipts[0]!;
    expect((await call(ctx, gym, "GET", `${INVOICES}/${receipt.id}/credit-note/`)).statusCode).toBe(404);
    expect((await invoiceText(ctx, gym, receipt.id)).text).not.toContain("CANCELLED");

    pin("2026-12-22");
    expect((await voidIt(gym, receipt.id, "Paid twice by mistake")).statusCode).toBe(200);
    const invoice = (await invoiceText(ctx, gym, receipt.id)).text;
    for (const expected of [
      "TAX INVOICE",
      "CANCELLED",
      "Voided on 22 Dec 2026",
      "Paid twice by mistake",
      "CN/26-27/0001",
    ])
      expect(invoice).toContain(expected);

    const { text, filename } = await pdfText(gym, `${INVOICES}/${receipt.id}/credit-note/`);
    expect(filename).toBe("CN-26-27-0001.pdf");
    // ₹1,180 at 18%: taxable ₹1,000, CGST ₹90, SGST ₹90.
    for (const expected of [
      "CREDIT NOTE",
      `GSTIN: ${GYM_GSTIN}`,
      "CN/26-27/0001",
      "22 Dec 2026",
      receipt.invoice_number,
      "20 Dec 2026",
      "₹1,000",
      "CGST @ 9%",
      "SGST @ 9%",
      "₹90",
      "₹1,180",
      "Paid twice by mistake",
      "Rupees One Thousand One Hundred Eighty Only",
    ])
      expect(text).toContain(expected);
  });

  it("numbers credit notes per financial year: 31 Mar is 26-27, 1 Apr starts 27-28 at 0001", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member, ["500", "680"]);
    pin("2027-03-31");
    expect((await voidIt(gym, receipts[1]!.id)).json().invoice.credit_note_number).toBe("CN/26-27/0001");
    pin("2027-04-01");
    expect((await voidIt(gym, receipts[0]!.id)).json().invoice.credit_note_number).toBe("CN/27-28/0001");
    const { rows } = await ctx.db.pool.query(
      `SELECT financial_year, last_number FROM ${qualified(gym.schema, "credit_note_counters")} ORDER BY 1`,
    );
    expect(rows).toEqual([
      { financial_year: "2026-27", last_number: 1 },
      { financial_year: "2027-28", last_number: 1 },
    ]);
  });
});

describe("what a void refuses", () => {
  it("a second void: 409 'This receipt is already void', nothing more written", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member);
    expect((await voidIt(gym, receipts[0]!.id)).statusCode).toBe(200);
    const rows = await count(gym, "expense_transactions");
    const second = await voidIt(gym, receipts[0]!.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(RECEIPT_ALREADY_VOID);
    expect(await count(gym, "expense_transactions")).toBe(rows);
    expect(await count(gym, "receipt_voids")).toBe(1);
  });

  it("two voids at once: exactly one succeeds, one reversal, one credit note number used", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member);
    const answers = await Promise.all([voidIt(gym, receipts[0]!.id), voidIt(gym, receipts[0]!.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(RECEIPT_ALREADY_VOID);
    expect(await count(gym, "receipt_voids")).toBe(1);
    expect((await ledger(gym)).filter((r) => r.reverses_id !== null)).toHaveLength(1);
    const { rows } = await ctx.db.pool.query(
      `SELECT last_number FROM ${qualified(gym.schema, "credit_note_counters")}`,
    );
    expect(rows).toEqual([{ last_number: 1 }]);
  });

  it("a front-desk or trainer account: 403 before anything is written; a manager may", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member);
    for (const role of ["FRONT_DESK", "TRAINER"] as const) {
      const staff = await staffAccount(ctx, gym, role);
      const res = await voidIt(staff.gym, receipts[0]!.id);
      expect(res.statusCode, role).toBe(403);
    }
    expect(await count(gym, "receipt_voids")).toBe(0);
    const manager = await staffAccount(ctx, gym, "MANAGER");
    expect((await voidIt(manager.gym, receipts[0]!.id)).statusCode).toBe(200);
    const { rows } = await ctx.db.pool.query(
      `SELECT voided_by_id, voided_by_name FROM ${qualified(gym.schema, "receipt_voids")}`,
    );
    expect(rows).toEqual([{ voided_by_id: manager.id, voided_by_name: manager.username }]);
  });

  it("an unknown id or another gym's receipt: 404; a reason too short or missing: 400", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const other = await setUp();
    // The other gym has receipts 1 and 2; this one only receipt 1.
    const theirs = (await payJanuary(other.gym, other.member, ["500", "680"])).receipts[1]!.id;
    const { receipts } = await payJanuary(gym, member);
    expect(receipts[0]!.id).toBeLessThan(theirs);
    expect((await voidIt(gym, 999_999)).statusCode).toBe(404);
    expect((await voidIt(gym, theirs)).statusCode).toBe(404);
    expect(await count(other.gym, "receipt_voids")).toBe(0);
    const short = await voidIt(gym, receipts[0]!.id, "ab");
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(VOID_REASON_TOO_SHORT);
    expect((await call(ctx, gym, "POST", `${INVOICES}/${receipts[0]!.id}/void/`, {})).statusCode).toBe(400);
    expect((await voidIt(gym, receipts[0]!.id, "x".repeat(501))).statusCode).toBe(400);
    expect(await count(gym, "receipt_voids")).toBe(0);
  });

  it("a later receipt of the same bill: 409 naming it; voided in order, the bill goes back step by step", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { bill, receipts } = await payJanuary(gym, member, ["500", "680"]);
    const [first, second] = receipts as [(typeof receipts)[0], (typeof receipts)[0]];
    const refused = await voidIt(gym, first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(voidLaterReceiptFirst(second.invoice_number));

    expect((await voidIt(gym, second.id)).statusCode).toBe(200);
    expect(await billOf(gym, bill)).toEqual({
      amount_paid: "500.00",
      late_fee: "0.00",
      payment_method: "UPI",
      payment_date: "2026-12-20",
    });
    // A partial payment never extended anything: the dates are back before the settling receipt.
    expect(await memberDates(gym, member)).toEqual({ renewal: "2026-12-31", paid_through: "2026-12-31" });
    expect((await voidIt(gym, first.id)).statusCode).toBe(200);
    expect((await billOf(gym, bill)).amount_paid).toBe("0.00");
  });
});

describe("a payment receipt (no GSTIN)", () => {
  it("is voided without a credit note; the credit note answers 404", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(null);
    const { receipts } = await payJanuary(gym, member);
    const res = await voidIt(gym, receipts[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ voided: true, credit_note_number: null });
    expect((await call(ctx, gym, "GET", `${INVOICES}/${receipts[0]!.id}/credit-note/`)).statusCode).toBe(404);
    const { text } = await invoiceText(ctx, gym, receipts[0]!.id);
    expect(text).toContain("PAYMENT RECEIPT");
    expect(text).toContain("CANCELLED");
  });
});

describe("the void in the trail and the reports", () => {
  it("one audit entry naming the endpoint, with the bill's and the member's values before and after", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member);
    expect((await voidIt(gym, receipts[0]!.id)).statusCode).toBe(200);
    const res = await call(ctx, gym, "GET", "/api/audit/entries/");
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json().entries as AuditEntry[]).filter((e) => e.path === "/api/expenses/invoices/{id}/void/");
    expect(entries).toHaveLength(1);
    const changes = entries[0]!.changes;
    const bill = changes.find((c) => c.table === "member_payments")!;
    expect(bill.before).toMatchObject({ amount_paid: 1180 });
    expect(bill.after).toMatchObject({ amount_paid: 0 });
    const dates = changes.find((c) => c.table === "members")!;
    expect(dates.before).toMatchObject({ renewal_date: "2027-01-30", paid_through: "2027-01-30" });
    expect(dates.after).toMatchObject({ renewal_date: "2026-12-31", paid_through: "2026-12-31" });
    expect(changes.find((c) => c.table === "expense_transactions")).toMatchObject({
      operation: "INSERT",
      after: { amount: -1180 },
    });
    expect(changes.find((c) => c.table === "receipt_voids")).toMatchObject({
      operation: "INSERT",
      after: { reason: "Entered against the wrong member", credit_note_number: "CN/26-27/0001" },
    });
  });

  it("income, money received and a member's total received leave the voided receipt out", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp();
    const { receipts } = await payJanuary(gym, member);
    const range = "?start_date=2026-12-01&end_date=2026-12-31";
    const income = async () =>
      (await call(ctx, gym, "GET", `/api/expenses/summary${range}`)).json().summary.total_income as number;
    const received = async () =>
      (await call(ctx, gym, "GET", `/api/expenses/reports/member-payment-summary/${range}`)).json().totals
        .received as number;
    const profileTotal = async () =>
      (
        await ctx.db.pool.query(
          `SELECT COALESCE(sum(r.amount), 0)::text AS total FROM ${qualified(gym.schema, "payment_receipts")} r`,
        )
      ).rows[0].total as string;
    expect(await income()).toBe(1180);
    expect(await received()).toBe(1180);
    pin("2027-01-05");
    expect((await voidIt(gym, receipts[0]!.id)).statusCode).toBe(200);
    // December's figures, read after the void in January: the receipt never counted.
    expect(await income()).toBe(0);
    expect(await received()).toBe(0);
    // The receipt itself stays (it keeps its number); only the sums leave it out.
    expect(await profileTotal()).toBe("1180.00");
    const profile = await call(ctx, gym, "GET", `/api/members/members/${member}/`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().member.summary).toMatchObject({ receipts: 1, total_received: "0.00" });
  });
});
