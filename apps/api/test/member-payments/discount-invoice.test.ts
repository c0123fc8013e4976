import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createGym, createTestContext, type TestContext, type TestGym, testStartInstant } from "../support/context.ts";
import { decemberBill, giveDiscount } from "../support/discount.ts";
import { invoiceText, markPaid } from "../support/member-payments.ts";

// The invoice of a discounted bill's payment (decision 0293): for what was paid, printing the bill, the discount
// and its reason, on a tax invoice above the GST.

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "mp_discount_inv");
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const bill = (amount: string) => decemberBill(ctx, gym, amount);
const discount = (id: number, body: object) => giveDiscount(ctx, gym, id, body);

describe("the invoice of a discounted bill's payment (decision 0293)", () => {
  it("the invoice of the discounted bill's payment is for what was paid (₹900), and prints the bill's ₹1,000, the discount with its reason and the ₹900 after it (decision 0293)", async () => {
    const { id } = await bill("1000");
    expect((await discount(id, { kind: "AMOUNT", value: 100, reason: "loyalty" })).statusCode).toBe(200);
    const paid = await markPaid(ctx, gym, id, { payment_method: "UPI" });
    expect(paid.json().payment).toMatchObject({ amount_paid: 900, payment_status: "PAID" });
    const { rows } = await ctx.db.pool.query(
      `SELECT id, amount::text FROM "${gym.schema}".payment_receipts WHERE payment_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ id: expect.any(Number), amount: "900.00" }]);
    const { text } = await invoiceText(ctx, gym, rows[0].id);
    expect(text).toMatch(
      /Bill amount\s+₹1,000\n\s*Discount \(loyalty\)\s+-₹100\n\s*Bill after discount\s+₹900\n\s*Amount received\s+₹900\n/,
    );
    expect(text).toContain("Rupees Nine Hundred Only");
  });

  it("a tax invoice prints the discount above the GST, a long reason cut to fit; a bill without a discount prints none", async () => {
    await ctx.db.pool.query(
      `INSERT INTO "${gym.schema}".payment_settings (id, gstin, gst_rate) VALUES (1, '29ABCDE1234F1Z5', 18)
       ON CONFLICT (id) DO UPDATE SET gstin = EXCLUDED.gstin, gst_rate = EXCLUDED.gst_rate`,
    );
    try {
      const { id } = await bill("1180");
      const reason = "festival offer for members who renewed before the new year";
      expect((await discount(id, { kind: "PERCENT", value: 10, reason })).statusCode).toBe(200);
      expect((await markPaid(ctx, gym, id, { payment_method: "CASH" })).statusCode).toBe(200);
      const plain = await bill("1000");
      expect((await markPaid(ctx, gym, plain.id, { payment_method: "CASH" })).statusCode).toBe(200);
      const { rows } = await ctx.db.pool.query(
        `SELECT id, payment_id FROM "${gym.schema}".payment_receipts WHERE payment_id = ANY($1::int[]) ORDER BY payment_id`,
        [[id, plain.id]],
      );
      const discounted = await invoiceText(ctx, gym, rows.find((r) => r.payment_id === id).id);
      expect(discounted.text).toContain("TAX INVOICE");
      expect(discounted.text).toMatch(
        /Bill amount\s+₹1,180\n\s*Discount \(festival offer fo\.\.\.\)\s+-₹118\n\s*Bill after discount\s+₹1,062\n\s*CGST @ 9%/,
      );
      expect(discounted.text).toMatch(/Total \(GST included\)\s+₹1,062\n/);
      const none = await invoiceText(ctx, gym, rows.find((r) => r.payment_id === plain.id).id);
      expect(none.text).not.toContain("Discount");
      expect(none.text).not.toContain("Bill amount");
    } finally {
      await ctx.db.pool.query(`UPDATE "${gym.schema}".payment_settings SET gstin = NULL WHERE id = 1`);
    }
  });
});
