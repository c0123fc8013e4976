import { AMOUNT_ABOVE_REMAINING, addMonthsTo } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call, expectNo500 } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { countRows, createPayment, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

// Issue 10: "a received payment becomes an income transaction here ... exactly once per receipt"
// (decision 0161): every payment_receipts row has exactly one expense_transactions row, written in
// the receipt's own transaction.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Receipts without an income row, income rows per receipt above one, and the two sums. */
async function ledgerAudit(gym: TestGym) {
  const t = qualified(gym.schema, "expense_transactions");
  const r = qualified(gym.schema, "payment_receipts");
  const res = await ctx.db.pool.query(
    `SELECT (SELECT count(*)::int FROM ${r} WHERE NOT EXISTS (SELECT 1 FROM ${t} WHERE receipt_id = ${r}.id)) AS missing,
            (SELECT count(*)::int FROM ${t} WHERE receipt_id IS NOT NULL) AS income_rows,
            (SELECT count(*)::int FROM ${r}) AS receipts,
            (SELECT COALESCE(sum(amount), 0)::text FROM ${r}) AS received,
            (SELECT COALESCE(sum(amount), 0)::text FROM ${t} WHERE receipt_id IS NOT NULL) AS booked`,
  );
  return res.rows[0] as { missing: number; income_rows: number; receipts: number; received: string; booked: string };
}

function expectOneIncomeRowPerReceipt(audit: Awaited<ReturnType<typeof ledgerAudit>>, receipts: number) {
  expect(audit).toEqual({
    missing: 0,
    income_rows: receipts,
    receipts,
    received: audit.received,
    booked: audit.received,
  });
}

describe("member-payment receipts in the ledger", () => {
  it("a receipt becomes one INCOME transaction in the Membership Fees category, with the receipt's amount, date, method, member and invoice number", async () => {
    const gym = await createGym(ctx, "ledger_one");
    const [member] = await membersWithPlan(ctx, gym, ["1500"]);
    const month = addMonthsTo(gymToday(ctx), 1).slice(0, 7);
    const res = await createPayment(ctx, gym, {
      member_id: member,
      membership_month: month,
      amount_paid: "600.50",
      payment_method: "UPI",
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db.pool.query(
      `SELECT t.amount::text, t.transaction_type::text, t.payment_method::text, to_char(t.transaction_date, 'YYYY-MM-DD') AS date,
              t.member_id, t.reference_number, t.title, c.name AS category, c.category_type::text, c.is_income,
              r.invoice_number
         FROM ${qualified(gym.schema, "expense_transactions")} t
         JOIN ${qualified(gym.schema, "expense_categories")} c ON c.id = t.category_id
         JOIN ${qualified(gym.schema, "payment_receipts")} r ON r.id = t.receipt_id`,
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0];
    expect(row).toMatchObject({
      amount: "600.50",
      transaction_type: "INCOME",
      payment_method: "UPI",
      date: gymToday(ctx),
      member_id: member,
      category: "Membership Fees",
      category_type: "MEMBER_PAYMENT",
      is_income: true,
    });
    expect(row.reference_number).toBe(row.invoice_number);
    expect(row.title).toBe("Membership payment - Test Member0");
  });

  it("each partial payment is its own receipt and its own income row; a refused overpayment writes neither", async () => {
    const gym = await createGym(ctx, "ledger_partial");
    const [member] = await membersWithPlan(ctx, gym, ["1000"]);
    const month = addMonthsTo(gymToday(ctx), 1).slice(0, 7);
    const p = (await createPayment(ctx, gym, { member_id: member, membership_month: month })).json().payment;
    expect((await markPaid(ctx, gym, p.id, { amount_paid: "400" })).statusCode).toBe(200);
    const over = await markPaid(ctx, gym, p.id, { amount_paid: "600.01" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(AMOUNT_ABOVE_REMAINING);
    expect((await markPaid(ctx, gym, p.id, { amount_paid: "600" })).statusCode).toBe(200);
    const audit = await ledgerAudit(gym);
    expectOneIncomeRowPerReceipt(audit, 2);
    expect(audit.booked).toBe("1000.00");
  });

  it("parallel mark-paid of one record: one receipt, one income row", async () => {
    const gym = await createGym(ctx, "ledger_race");
    const [member] = await membersWithPlan(ctx, gym, ["2000"]);
    const month = addMonthsTo(gymToday(ctx), 1).slice(0, 7);
    const p = (await createPayment(ctx, gym, { member_id: member, membership_month: month })).json().payment;
    const calls = await Promise.all(
      Array.from({ length: 6 }, () => markPaid(ctx, gym, p.id, { payment_method: "CASH" })),
    );
    for (const r of calls) expectNo500(r);
    const audit = await ledgerAudit(gym);
    expectOneIncomeRowPerReceipt(audit, 1);
    expect(audit.booked).toBe("2000.00");
  });

  it("the same Idempotency-Key sent twice at once: one receipt, one income row", async () => {
    const gym = await createGym(ctx, "ledger_key");
    const [member] = await membersWithPlan(ctx, gym, ["3000"]);
    const month = addMonthsTo(gymToday(ctx), 1).slice(0, 7);
    const p = (await createPayment(ctx, gym, { member_id: member, membership_month: month })).json().payment;
    const send = () =>
      ctx.app.inject({
        method: "POST",
        url: `${PAYMENTS}/${p.id}/mark-paid/`,
        headers: { ...gym.auth, "idempotency-key": "ledger-retry-1" },
        payload: { amount_paid: "1000" },
      });
    const calls = await Promise.all([send(), send(), send()]);
    for (const r of calls) expectNo500(r);
    expectOneIncomeRowPerReceipt(await ledgerAudit(gym), 1);
  });

  it("parallel bulk mark-paid with overlapping ids: one income row per receipt and the sums agree", async () => {
    const gym = await createGym(ctx, "ledger_bulk");
    const month = addMonthsTo(gymToday(ctx), -1).slice(0, 7);
    // Members since last month's 1st: their bills are due its 5th (decision 0240 §4).
    const ids = await membersWithPlan(ctx, gym, ["1000", "2000", "3000", "4000", "5000"], {
      joining_date: `${month}-01`,
    });
    const pays: number[] = [];
    for (const id of ids)
      pays.push((await createPayment(ctx, gym, { member_id: id, membership_month: month })).json().payment.id);
    const bulk = (payment_ids: number[]) =>
      call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, { payment_ids, payment_method: "BANK_TRANSFER" });
    const calls = await Promise.all([
      bulk([pays[0]!, pays[1]!, pays[2]!]),
      bulk([pays[4]!, pays[3]!, pays[2]!, pays[1]!]),
      bulk([pays[1]!, pays[0]!]),
      markPaid(ctx, gym, pays[3]!),
    ]);
    for (const r of calls) expectNo500(r);
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(5);
    const audit = await ledgerAudit(gym);
    expectOneIncomeRowPerReceipt(audit, 5);
    // Last month is past its 13th: each paid its capped 5% fee (50 + 100 + 150 + 200 + 200).
    expect(audit.booked).toBe("15700.00");
  });

  it("create-by-member and the manual screen's create also book their receipts", async () => {
    const gym = await createGym(ctx, "ledger_other");
    const [a, b] = await membersWithPlan(ctx, gym, ["1200", "1800"]);
    const byMember = await call(ctx, gym, "POST", `${PAYMENTS}/create-by-member/`, {
      member_id: a,
      payment_status: "PAID",
      amount_paid: "1200",
      payment_method: "CARD",
    });
    expect(byMember.statusCode, byMember.body).toBe(200);
    const manual = await createPayment(ctx, gym, {
      member_id: b,
      amount: "1800",
      payment_date: gymToday(ctx),
      duration: 1,
      description: "Paid at the desk",
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const audit = await ledgerAudit(gym);
    expectOneIncomeRowPerReceipt(audit, 2);
    expect(audit.booked).toBe("3000.00");
  });
});
