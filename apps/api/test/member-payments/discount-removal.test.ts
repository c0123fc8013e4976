import { DISCOUNT_NONE, DISCOUNT_REMOVE_CLOSED, DISCOUNT_REMOVED } from "@gym/contracts";
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
import { decemberBill, giveDiscount, removeDiscount, storedDiscount } from "../support/discount.ts";
import { markPaid, PAYMENTS } from "../support/member-payments.ts";

// Removing a bill's discount (decision 0293): the amount and late fee restored, refusals, and a race with a
// full payment.

let ctx: TestContext;
let gym: TestGym;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "mp_discount_del");
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
const bill = (amount: string) => decemberBill(ctx, gym, amount);
const discount = (id: number, body: object) => giveDiscount(ctx, gym, id, body);
const remove = (id: number) => removeDiscount(ctx, gym, id);
const stored = (id: number) => storedDiscount(ctx, gym, id);

describe("DELETE {id}/discount/ (decision 0293)", () => {
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
