import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createTestContext, gymInstant, type TestContext, testStartInstant } from "../support/context.ts";
import { markPaid } from "../support/member-payments.ts";
import { billOf, INVOICES, ledger, memberDates, payJanuary, setUp, voidIt } from "../support/void.ts";

// Voiding a receipt (issue 25 §4, decision 0334): one transaction reverses the ledger row, re-opens the bill,
// moves the member's dates back, numbers a credit note for a tax invoice and records the void. Every day is
// pinned (decision 0196). The documents, the refusals and the trail and reports are in void-*.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));

describe("voiding a tax invoice", () => {
  it("reverses the ledger row, re-opens the bill, moves the dates back, keeps the number and issues a credit note", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { bill, receipts } = await payJanuary(ctx, gym, member);
    const receipt = receipts[0]!;
    expect(await memberDates(ctx, gym, member)).toEqual({ renewal: "2027-01-30", paid_through: "2027-01-30" });

    pin("2026-12-22");
    const res = await voidIt(ctx, gym, receipt.id);
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
    const [income, reversal, ...more] = await ledger(ctx, gym);
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
    expect(await ledger(ctx, gym)).toHaveLength(2);
    // The bill owes again what it owed; the member's dates are back where the receipt found them.
    expect(await billOf(ctx, gym, bill)).toEqual({
      amount_paid: "0.00",
      late_fee: "0.00",
      payment_method: null,
      payment_date: null,
    });
    expect(await memberDates(ctx, gym, member)).toEqual({ renewal: "2026-12-31", paid_through: "2026-12-31" });

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
    expect(await memberDates(ctx, gym, member)).toEqual({ renewal: "2027-01-30", paid_through: "2027-01-30" });
  });
});
