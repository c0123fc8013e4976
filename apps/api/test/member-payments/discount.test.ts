import {
  DISCOUNT_BELOW_PAID,
  DISCOUNT_BILL_CLOSED,
  DISCOUNT_MORE_THAN_BILL,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_REASON_REQUIRED,
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
import { decemberBill, giveDiscount, storedDiscount } from "../support/discount.ts";
import { markPaid, PAYMENTS } from "../support/member-payments.ts";

// A discount on a bill (issue 23 §4, decision 0291): amount or percent, its limits and refusals, the late fee
// after it. The invoice: discount-invoice.test.ts; removing it: discount-removal.test.ts.

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "mp_discount");
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
const bill = (amount: string) => decemberBill(ctx, gym, amount);
const discount = (id: number, body: object) => giveDiscount(ctx, gym, id, body);
const stored = (id: number) => storedDiscount(ctx, gym, id);

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
});
