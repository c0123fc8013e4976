import {
  DISCOUNT_BELOW_PAID,
  DISCOUNT_BILL_CLOSED,
  DISCOUNT_MORE_THAN_BILL,
  DISCOUNT_NONE,
  DISCOUNT_REMOVE_CLOSED,
  DISCOUNT_VALUE_INVALID,
  type DiscountBody,
  discountPaise,
  INVALID_PAYMENT_ID,
  paiseToRupees,
  paiseToText,
  toPaise,
} from "@gym/contracts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { stateOf } from "../present.ts";
import { inTx, lockForPayment, settleAll } from "../receipts.ts";
import { presentOne, repo } from "./service.ts";

/**
 * A discount on an open bill (issue 23 §4, decision 0291): an amount or a percent of the bill's amount
 * before any discount (a second discount replaces the first), with a reason. The bill's `amount_due`
 * becomes the amount less the discount, never below what is already paid; the late fee follows the new
 * amount (one fee rule). A discount that leaves nothing owed settles the bill as a payment would.
 */
export async function discountBill(ctx: AreaContext, id: number, body: DiscountBody, gymName: string) {
  await inTx(
    ctx,
    undefined,
    async (tx) => {
      const [row] = await lockForPayment(ctx, tx, [id]);
      if (!row) throw notFound(INVALID_PAYMENT_ID);
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
    },
    async () => undefined,
  );
  return presentOne(ctx, id, gymName);
}

/**
 * Removes the bill's discount (decision 0293), on an open bill only: `amount_due` is the amount before the
 * discount again and the three discount columns are cleared; the late fee follows the restored amount
 * (one fee rule: `feeSql`/`lateFeePaise` read `amount_due`, never below a fee a receipt froze).
 */
export async function removeDiscount(ctx: AreaContext, id: number, gymName: string) {
  await inTx(
    ctx,
    undefined,
    async (tx) => {
      const [row] = await lockForPayment(ctx, tx, [id]);
      if (!row) throw notFound(INVALID_PAYMENT_ID);
      if (row.cancelled || stateOf(row, ctx.today()).status === "PAID") throw badRequest(DISCOUNT_REMOVE_CLOSED);
      if (row.amount_before_discount === null) throw badRequest(DISCOUNT_NONE);
      await repo(ctx).removeDiscount(tx, id);
    },
    async () => undefined,
  );
  return presentOne(ctx, id, gymName);
}
