import {
  financialYear,
  INVOICE_NOT_FOUND,
  lateFeePaise,
  paiseToText,
  RECEIPT_ALREADY_VOID,
  toPaise,
  voidLaterReceiptFirst,
} from "@gym/contracts";
import type { Actor } from "../../../auth/actor.ts";
import { isUniqueViolation } from "../../../lib/db-errors.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { assertDaysOpen } from "../../cash-close/day-lock.ts";
import type { AreaContext } from "../../context.ts";
import { stateOf } from "../present.ts";
import { lockForPayment } from "../receipts.ts";
import { toInvoice } from "./present.ts";
import { invoicesRepository } from "./repository.ts";
import { voidRepository } from "./void-repository.ts";

/** "CN/26-27/0001": the credit notes' own series per financial year (decision 0334), at most 16 characters. */
export function creditNoteNumber(fy: string, n: number): string {
  return `CN/${fy.slice(2)}/${String(n).padStart(4, "0")}`;
}

/**
 * Voids one receipt (issue 25 §4, decision 0334), in one transaction: the receipt's income row reversed in
 * the ledger, its bill back to what it owed before it, the member's dates back as far as it moved them, a
 * credit note number when it was a tax invoice, and the void itself. The receipt keeps its invoice number.
 * A later receipt of the same membership is voided first (409 naming it); a second void is a 409.
 */
export async function voidReceipt(ctx: AreaContext, receiptId: number, reason: string, actor: Actor) {
  const vs = voidRepository(ctx);
  try {
    await ctx.db.$transaction(async (tx) => {
      const t = await vs.target(tx, receiptId);
      if (!t) throw notFound(INVOICE_NOT_FOUND);
      // The receipt's day may be closed: a manager or the owner may still void, and the close then shows
      // the change (decision 0328); the day's lock also orders the void with a close of that day.
      await assertDaysOpen(ctx, [t.payment_date], tx);
      // Members, then records, like every money path: two voids (or a void and a payment) queue here.
      const [row] = await lockForPayment(ctx, tx, [t.payment_id]);
      if (!row) throw notFound(INVOICE_NOT_FOUND);
      if (await vs.isVoid(tx, receiptId)) throw conflict(RECEIPT_ALREADY_VOID);
      const later = await vs.laterReceipt(tx, t);
      if (later) throw conflict(voidLaterReceiptFirst(later), { invoice_number: later });

      const today = ctx.today();
      const wasSettled = stateOf(row, today).status === "PAID";
      if ((await vs.reverseLedger(tx, receiptId, reason)) !== 1)
        throw new Error(`Receipt ${receiptId} of ${ctx.schema} has no ledger row to reverse`);

      const standing = await vs.standing(tx, t.payment_id, receiptId);
      const latest = standing.at(-1) ?? null;
      const paidPaise = toPaise(row.amount_paid) - toPaise(t.amount);
      // The fee a standing receipt froze: the fee on its day (the fee only grows with the day).
      const feePaise = latest ? lateFeePaise(toPaise(row.amount_due), row.due_date, latest.payment_date) : 0;
      await vs.reopenBill(tx, t.payment_id, {
        amount_paid: paiseToText(Math.max(0, paidPaise)),
        late_fee: paiseToText(feePaise),
        method: latest?.payment_method ?? null,
        date: latest?.payment_date ?? null,
      });
      if (wasSettled && row.period_from && row.period_to) {
        await vs.unsettle(
          tx,
          t.member_id,
          { from: row.period_from, to: row.period_to },
          row.period_from <= t.joining_date,
        );
      }
      await vs.releaseDefaultKey(tx, receiptId);

      const fy = financialYear(today);
      const creditNote = t.supplier_gstin ? creditNoteNumber(fy, await vs.reserveCreditNote(tx, fy)) : null;
      await vs.insertVoid(tx, {
        receipt_id: receiptId,
        reason,
        voided_by_id: actor.userId,
        voided_by_name: actor.username ?? "",
        voided_on: today,
        credit_note_number: creditNote,
      });
    });
  } catch (error) {
    // Two voids at once: the second one's insert meets the first's unique key.
    if (isUniqueViolation(error)) throw conflict(RECEIPT_ALREADY_VOID);
    throw error;
  }
  const after = await invoicesRepository(ctx).invoice(receiptId);
  if (!after) throw notFound(INVOICE_NOT_FOUND);
  return toInvoice(after);
}
