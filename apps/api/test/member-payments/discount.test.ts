import {
  DISCOUNT_BELOW_PAID,
  DISCOUNT_BILL_CLOSED,
  DISCOUNT_MORE_THAN_BILL,
  DISCOUNT_NONE,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_REASON_REQUIRED,
  DISCOUNT_REMOVE_CLOSED,
  DISCOUNT_REMOVED,
  DISCOUNT_VALUE_INVALID,
} from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { createPayment, invoiceText, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

/**
 * A discount on a bill (issue 23 §4, decision 0291), every case with pinned days: members join on
 * 1 Dec 2026 (renewal 31 Dec); the December bill pays for 1 Dec - 31 Dec and is due 5 Dec.
 */

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "mp_discount");
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));

/** A member of `amount` with their December bill, made on 2 Dec; returns the bill's id and the member's. */
async function bill(amount: string) {
  pin("2026-12-02");
  const [member] = await membersWithPlan(ctx, gym, [amount], {
    joining_date: "2026-12-01",
    renewal_date: "2026-12-31",
  });
  const res = await createPayment(ctx, gym, { member_id: member, membership_month: "2026-12" });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().payment.id as number, member: member! };
}

const discount = (id: number, body: object) => call(ctx, gym, "POST", `${PAYMENTS}/${id}/discount/`, body);

async function stored(id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT amount_due::text, discount_amount::text, discount_reason, amount_before_discount::text
       FROM "${gym.schema}".member_payments WHERE id = $1`,
    [id],
  );
  return rows[0];
}

describe("POST {id}/discount/", () => {
  it("an amount: ₹100 off ₹1,000 leaves ₹900 owed, and keeps the ₹1,000 and the reason to show", async () => {
    const { id } = await bill("1000");
    const res = await discount(id, { kind: "AMOUNT", value: 100, reason: "loyalty" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Discount given");
    expect(res.json().payment).toMatchObject({
      amount_due: 900,
      remaining_amount: 900,
      discount_amount: 100,
      discount_reason: "loyalty",
      amount_before_discount: 1000,
      payment_status: "PENDING",
    });
    expect(await stored(id)).toEqual({
      amount_due: "900.00",
      discount_amount: "100.00",
      discount_reason: "loyalty",
      amount_before_discount: "1000.00",
    });
  });

  it("a percent of the amount before any discount, rounded half up to the paisa; a second discount replaces the first", async () => {
    const { id } = await bill("999.99");
    // 12.5% of ₹999.99 = ₹124.99875: ₹125.00.
    const first = await discount(id, { kind: "PERCENT", value: "12.5", reason: "festival offer" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payment).toMatchObject({ amount_due: 874.99, discount_amount: 125 });
    // 10% of the ₹999.99 before the discount (₹100.00 after rounding ₹99.999), not of ₹874.99.
    const second = await discount(id, { kind: "PERCENT", value: 10, reason: "student" });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().payment).toMatchObject({
      amount_due: 899.99,
      discount_amount: 100,
      discount_reason: "student",
      amount_before_discount: 999.99,
    });
  });

  it("boundaries: 0 is refused, above 100% is refused, 100% makes the bill nothing and settles it (renewal unchanged: the grant)", async () => {
    const { id, member } = await bill("1000");
    const zero = await discount(id, { kind: "AMOUNT", value: 0, reason: "x" });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(DISCOUNT_VALUE_INVALID);
    const zeroPercent = await discount(id, { kind: "PERCENT", value: "0", reason: "x" });
    expect(zeroPercent.statusCode).toBe(400);
    const over = await discount(id, { kind: "PERCENT", value: "100.01", reason: "x" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(DISCOUNT_PERCENT_MAX);
    const all = await discount(id, { kind: "PERCENT", value: 100, reason: "owner's friend" });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().payment).toMatchObject({ amount_due: 0, remaining_amount: 0, payment_status: "PAID" });
    const { rows } = await ctx.db.pool.query(
      `SELECT to_char(paid_through, 'YYYY-MM-DD') AS paid_through, to_char(renewal_date, 'YYYY-MM-DD') AS renewal
         FROM "${gym.schema}".members WHERE id = $1`,
      [member],
    );
    expect(rows[0]).toEqual({ paid_through: "2026-12-31", renewal: "2026-12-31" });
  });

  it("more than the bill is refused, naming the amount; exactly the bill is allowed", async () => {
    const { id } = await bill("1000");
    const more = await discount(id, { kind: "AMOUNT", value: "1000.01", reason: "x" });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ message: DISCOUNT_MORE_THAN_BILL, amount_before_discount: 1000 });
    const exact = await discount(id, { kind: "AMOUNT", value: 1000, reason: "x" });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().payment.amount_due).toBe(0);
  });

  it("never below what is already paid: ₹600 paid of ₹1,000, ₹401 off is refused, ₹400 off settles the bill", async () => {
    const { id } = await bill("1000");
    expect((await markPaid(ctx, gym, id, { amount_paid: 600, payment_method: "CASH" })).statusCode).toBe(200);
    const below = await discount(id, { kind: "AMOUNT", value: 401, reason: "x" });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ message: DISCOUNT_BELOW_PAID, amount_paid: 600 });
    const ok = await discount(id, { kind: "AMOUNT", value: 400, reason: "partial waiver" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().payment).toMatchObject({ amount_due: 600, amount_paid: 600, payment_status: "PAID" });
  });

  it("a reason is required (absent or blank); the kind must be AMOUNT or PERCENT", async () => {
    const { id } = await bill("1000");
    for (const body of [
      { kind: "AMOUNT", value: 100 },
      { kind: "AMOUNT", value: 100, reason: "   " },
    ]) {
      const res = await discount(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(DISCOUNT_REASON_REQUIRED);
    }
    expect((await discount(id, { kind: "FREE", value: 100, reason: "x" })).statusCode).toBe(400);
    expect((await stored(id)).discount_amount).toBeNull();
  });

  it("a settled or a cancelled bill is refused; an unknown bill is 404", async () => {
    const { id } = await bill("1000");
    expect((await markPaid(ctx, gym, id, { payment_method: "CASH" })).statusCode).toBe(200);
    const settled = await discount(id, { kind: "AMOUNT", value: 100, reason: "x" });
    expect(settled.statusCode).toBe(400);
    expect(settled.json().message).toBe(DISCOUNT_BILL_CLOSED);
    const other = await bill("1000");
    const cancel = await call(ctx, gym, "PUT", `${PAYMENTS}/${other.id}/update/`, { payment_status: "CANCELLED" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await discount(other.id, { kind: "AMOUNT", value: 100, reason: "x" });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toBe(DISCOUNT_BILL_CLOSED);
    expect((await discount(2_000_000, { kind: "AMOUNT", value: 100, reason: "x" })).statusCode).toBe(404);
  });

  it("the late fee follows the new amount: on 12 Dec (7 days' grace) none, on 13 Dec 5% of ₹500 = ₹25, not ₹50", async () => {
    const { id } = await bill("1000");
    pin("2026-12-12");
    const early = await discount(id, { kind: "AMOUNT", value: 500, reason: "x" });
    expect(early.json().payment).toMatchObject({ amount_due: 500, late_fee: 0, remaining_amount: 500 });
    pin("2026-12-13");
    const list = await call(ctx, gym, "GET", `${PAYMENTS}/?member_id=${early.json().payment.member}`);
    expect(list.json().payments[0]).toMatchObject({ amount_due: 500, late_fee: 25, remaining_amount: 525 });
  });

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

describe("DELETE {id}/discount/ (decision 0293)", () => {
  const remove = (id: number) => call(ctx, gym, "DELETE", `${PAYMENTS}/${id}/discount/`);

  it("restores the amount and the late fee: ₹500 off ₹1,000, on 13 Dec the fee is ₹25; removed, ₹1,000 and ₹50", async () => {
    const { id } = await bill("1000");
    expect((await discount(id, { kind: "AMOUNT", value: 500, reason: "trial" })).statusCode).toBe(200);
    pin("2026-12-13");
    const list = await call(ctx, gym, "GET", `${PAYMENTS}/?member_id=${(await remove(id)).json().payment.member}`);
    expect(list.json().payments[0]).toMatchObject({
      amount_due: 1000,
      late_fee: 50,
      remaining_amount: 1050,
      discount_amount: null,
      discount_reason: null,
      amount_before_discount: null,
    });
    expect(await stored(id)).toEqual({
      amount_due: "1000.00",
      discount_amount: null,
      discount_reason: null,
      amount_before_discount: null,
    });
  });

  it("answers the bill with its message; on 12 Dec (still in the grace days) no fee either way", async () => {
    const { id } = await bill("1000");
    pin("2026-12-12");
    expect((await discount(id, { kind: "PERCENT", value: 10, reason: "loyalty" })).statusCode).toBe(200);
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(DISCOUNT_REMOVED);
    expect(res.json().payment).toMatchObject({
      amount_due: 1000,
      late_fee: 0,
      remaining_amount: 1000,
      payment_status: "OVERDUE",
    });
  });

  it("a part paid bill stays open with more owed: ₹300 paid of ₹900 after ₹100 off; removed, ₹700 remains", async () => {
    const { id } = await bill("1000");
    expect((await discount(id, { kind: "AMOUNT", value: 100, reason: "x" })).statusCode).toBe(200);
    expect((await markPaid(ctx, gym, id, { amount_paid: 300, payment_method: "CASH" })).statusCode).toBe(200);
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      amount_due: 1000,
      amount_paid: 300,
      remaining_amount: 700,
      payment_status: "PARTIAL",
    });
  });

  it("refused on a bill without a discount, a settled one (a 100% discount settles it too), a cancelled one; 404 for an unknown bill", async () => {
    const plain = await bill("1000");
    const none = await remove(plain.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(DISCOUNT_NONE);

    const free = await bill("1000");
    expect((await discount(free.id, { kind: "PERCENT", value: 100, reason: "friend" })).statusCode).toBe(200);
    const settled = await remove(free.id);
    expect(settled.statusCode).toBe(400);
    expect(settled.json().message).toBe(DISCOUNT_REMOVE_CLOSED);
    expect((await stored(free.id)).discount_amount).toBe("1000.00");

    const paid = await bill("1000");
    expect((await discount(paid.id, { kind: "AMOUNT", value: 100, reason: "x" })).statusCode).toBe(200);
    expect((await markPaid(ctx, gym, paid.id, { payment_method: "CASH" })).statusCode).toBe(200);
    expect((await remove(paid.id)).json().message).toBe(DISCOUNT_REMOVE_CLOSED);

    const cancelled = await bill("1000");
    expect((await discount(cancelled.id, { kind: "AMOUNT", value: 100, reason: "x" })).statusCode).toBe(200);
    expect(
      (await call(ctx, gym, "PUT", `${PAYMENTS}/${cancelled.id}/update/`, { payment_status: "CANCELLED" })).statusCode,
    ).toBe(200);
    const closed = await remove(cancelled.id);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(DISCOUNT_REMOVE_CLOSED);
    expect((await stored(cancelled.id)).amount_due).toBe("900.00");

    expect((await remove(2_000_000)).statusCode).toBe(404);
  });

  it("a race with a full payment: one wins whole, the bill is paid exactly what it asks, and the receipts add up", async () => {
    for (let round = 0; round < 6; round++) {
      const { id } = await bill("1000");
      expect((await discount(id, { kind: "AMOUNT", value: 100, reason: "race" })).statusCode).toBe(200);
      const [removed, paid] = await Promise.all([remove(id), markPaid(ctx, gym, id, { payment_method: "CASH" })]);
      expect(paid.statusCode, paid.body).toBe(200);
      const { rows } = await ctx.db.pool.query(
        `SELECT p.amount_due::text, p.amount_paid::text, p.discount_amount::text,
                (SELECT sum(r.amount)::text FROM "${gym.schema}".payment_receipts r WHERE r.payment_id = p.id) AS received
           FROM "${gym.schema}".member_payments p WHERE p.id = $1`,
        [id],
      );
      // Removed first: the payment takes the whole ₹1,000. Paid first: ₹900 and the removal is refused.
      const expected =
        removed.statusCode === 200
          ? { amount_due: "1000.00", amount_paid: "1000.00", discount_amount: null, received: "1000.00" }
          : { amount_due: "900.00", amount_paid: "900.00", discount_amount: "100.00", received: "900.00" };
      if (removed.statusCode !== 200) expect(removed.json().message).toBe(DISCOUNT_REMOVE_CLOSED);
      expect(rows[0]).toEqual(expected);
    }
  });
});
