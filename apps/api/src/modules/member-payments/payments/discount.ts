import {
  DISCOUNT_BELOW_PAID,
  DISCOUNT_BILL_CLOSED,
  DISCOUNT_MORE_THAN_BILL,
  DISCOUNT_NONE,
  DISCOUNT_REMOVE_CLOSED,
  DISCOUNT_VALUE_INVALID,
  type DiscountBody,
  discountPaise,
  paiseToRupees,
  paiseToText,
  toPaise,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { stateOf } from "../present.ts";
import { inTx, settleAll } from "../receipts.ts";
import type { Tx } from "./repository.ts";
import { lockBill, presentOne, repo } from "./service.ts";

/** `change` on the bill `id` under its payment lock, in the payments' transaction; answers the bill after. */
async function changeBill(
  ctx: AreaContext,
  id: number,
  gymName: string,
  change: (tx: Tx, row: Awaited<ReturnType<typeof lockBill>>) => Promise<void>,
) {
  await inTx(
    ctx,
    undefined,
    async (tx) => change(tx, await lockBill(ctx, tx, id)),
    async () => undefined,
  );
  return presentOne(ctx, id, gymName);
}

/**
 * A discount on an open bill (issue 23 §4, decision 0291): an amount or a percent of the bill's amount
 * before any discount (a second discount replaces the first), with a reason. The bill's `amount_due`
 * becomes the amount less the discount, never below what is already paid; the late fee follows the new
 * amount (one fee rule). A discount that leaves nothing owed settles the bill as a payment would.
 */
export function discountBill(ctx: AreaContext, id: number, body: DiscountBody, gymName: string) {
  return changeBill(ctx, id, gymName, async (tx, row) => {
    const today = ctx.today();
    if (row.cancelled || stateOf(row, today).status === "PAID") throw badRequest(DISCOUNT_BILL_CLOSED);
    const beforePaise = toPaise(row.amount_before_discount ?? row.amount_due);
    const discount = discountPaise(body.kind, body.value, beforePaise);
    if (discount > beforePaise)
      throw badRequest(DISCOUNT_MORE_THAN_BILL, { amount_before_discount: paiseToRupees(beforePaise) });
    if (discount <= 0) throw badRequest(DISCOUNT_VALUE_INVALID);
    const duePaise = beforePaise - discount;
    const paidPaise = toPaise(row.amount_paid);
    if (duePaise < paidPaise) throw badRequest(DISCOUNT_BELOW_PAID, { amount_paid: paiseToRupees(paidPaise) });
    const after = { ...row, amount_due: paiseToText(duePaise) };
    // The fee on the new amount today; frozen when the discount leaves nothing owed (as a receipt freezes it).
    const s = stateOf(after, today);
    const settled = s.status === "PAID";
    await repo(ctx).discount(tx, id, {
      amount_due: paiseToText(duePaise),
      discount: paiseToText(discount),
      reason: body.reason,
      before: paiseToText(beforePaise),
      late_fee: paiseToText(settled ? s.lateFeePaise : toPaise(row.late_fee)),
    });
    if (settled) await settleAll(ctx, tx, [{ member_id: row.member_id, period_to: row.period_to }]);
  });
}

/**
 * Removes the bill's discount (decision 0293), on an open bill only: `amount_due` is the amount before the
 * discount again and the three discount columns are cleared; the late fee follows the restored amount
 * (one fee rule: `feeSql`/`lateFeePaise` read `amount_due`, never below a fee a receipt froze).
 */
export function removeDiscount(ctx: AreaContext, id: number, gymName: string) {
  return changeBill(ctx, id, gymName, async (tx, row) => {
    if (row.cancelled || stateOf(row, ctx.today()).status === "PAID") throw badRequest(DISCOUNT_REMOVE_CLOSED);
    if (row.amount_before_discount === null) throw badRequest(DISCOUNT_NONE);
    await repo(ctx).removeDiscount(tx, id);
  });
}
