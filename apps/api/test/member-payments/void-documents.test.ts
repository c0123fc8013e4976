import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createTestContext, gymInstant, type TestContext, testStartInstant } from "../support/context.ts";
import { invoiceText } from "../support/member-payments.ts";
import { GYM_GSTIN, INVOICES, payJanuary, pdfText, setUp, voidIt } from "../support/void.ts";

// A voided receipt's documents (decision 0334): the invoice prints CANCELLED, a tax invoice's credit note
// carries both numbers, both dates, the GST split and the reason, numbered per financial year; a payment
// receipt (no GSTIN) has no credit note.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));

describe("the voided invoice and its credit note", () => {
  it("prints CANCELLED on the invoice and a credit note with both numbers, both dates, the GST split and the reason", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member);
    const receipt = receipts[0]!;
    expect((await call(ctx, gym, "GET", `${INVOICES}/${receipt.id}/credit-note/`)).statusCode).toBe(404);
    expect((await invoiceText(ctx, gym, receipt.id)).text).not.toContain("CANCELLED");

    pin("2026-12-22");
    expect((await voidIt(ctx, gym, receipt.id, "Paid twice by mistake")).statusCode).toBe(200);
    const invoice = (await invoiceText(ctx, gym, receipt.id)).text;
    for (const expected of [
      "TAX INVOICE",
      "CANCELLED",
      "Voided on 22 Dec 2026",
      "Paid twice by mistake",
      "CN/26-27/0001",
    ])
      expect(invoice).toContain(expected);

    const { text, filename } = await pdfText(ctx, gym, `${INVOICES}/${receipt.id}/credit-note/`);
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
    const { gym, member } = await setUp(ctx);
    const { receipts } = await payJanuary(ctx, gym, member, ["500", "680"]);
    pin("2027-03-31");
    expect((await voidIt(ctx, gym, receipts[1]!.id)).json().invoice.credit_note_number).toBe("CN/26-27/0001");
    pin("2027-04-01");
    expect((await voidIt(ctx, gym, receipts[0]!.id)).json().invoice.credit_note_number).toBe("CN/27-28/0001");
    const { rows } = await ctx.db.pool.query(
      `SELECT financial_year, last_number FROM ${qualified(gym.schema, "credit_note_counters")} ORDER BY 1`,
    );
    expect(rows).toEqual([
      { financial_year: "2026-27", last_number: 1 },
      { financial_year: "2027-28", last_number: 1 },
    ]);
  });
});

describe("a payment receipt (no GSTIN)", () => {
  it("is voided without a credit note; the credit note answers 404", async () => {
    pin("2026-12-20");
    const { gym, member } = await setUp(ctx, null);
    const { receipts } = await payJanuary(ctx, gym, member);
    const res = await voidIt(ctx, gym, receipts[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ voided: true, credit_note_number: null });
    expect((await call(ctx, gym, "GET", `${INVOICES}/${receipts[0]!.id}/credit-note/`)).statusCode).toBe(404);
    const { text } = await invoiceText(ctx, gym, receipts[0]!.id);
    expect(text).toContain("PAYMENT RECEIPT");
    expect(text).toContain("CANCELLED");
  });
});
