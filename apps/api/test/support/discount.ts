import { expect } from "vitest";
import { call } from "./calls.ts";
import { gymInstant, type TestContext, type TestGym } from "./context.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "./member-payments.ts";

// A discount on a bill (issue 23 §4, decisions 0291, 0293), what test/member-payments/discount.test.ts,
// discount-invoice.test.ts and discount-removal.test.ts share. Every case has pinned days: members join on
// 1 Dec 2026 (renewal 31 Dec); the December bill pays for 1 Dec - 31 Dec and is due 5 Dec.

/** A member of `amount` with their December bill, made on 2 Dec (the clock stays there); the bill's id and the member's. */
export async function decemberBill(ctx: TestContext, gym: TestGym, amount: string) {
  ctx.clock.pin(gymInstant("2026-12-02"));
  const [member] = await membersWithPlan(ctx, gym, [amount], {
    joining_date: "2026-12-01",
    renewal_date: "2026-12-31",
  });
  const res = await createPayment(ctx, gym, { member_id: member, membership_month: "2026-12" });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().payment.id as number, member: member! };
}

/** POST {id}/discount/; the answer, unchecked. */
export const giveDiscount = (ctx: TestContext, gym: TestGym, id: number, body: object) =>
  call(ctx, gym, "POST", `${PAYMENTS}/${id}/discount/`, body);

/** DELETE {id}/discount/; the answer, unchecked. */
export const removeDiscount = (ctx: TestContext, gym: TestGym, id: number) =>
  call(ctx, gym, "DELETE", `${PAYMENTS}/${id}/discount/`);

/** The bill's amount and discount as stored (exact decimal text). */
export async function storedDiscount(ctx: TestContext, gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT amount_due::text, discount_amount::text, discount_reason, amount_before_discount::text
       FROM "${gym.schema}".member_payments WHERE id = $1`,
    [id],
  );
  return rows[0];
}
