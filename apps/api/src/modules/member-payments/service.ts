import {
  AMOUNT_ABOVE_REMAINING,
  AMOUNT_PAID_CANNOT_DECREASE,
  addDaysTo,
  addMonthsTo,
  type CreateMemberPaymentBody,
  dueDateOf,
  financialYear,
  INVALID_PAYMENT_ID,
  invoiceNumber,
  lateFeePaise,
  type MarkPaidBody,
  MEMBER_HAS_NO_PLAN,
  type MemberPayment,
  MONTH_TOO_FAR_AHEAD,
  monthStart,
  PAYMENT_CANCELLED,
  PAYMENT_EXISTS_FOR_MONTH,
  PAYMENT_MEMBER_NOT_FOUND,
  type PaymentMethod,
  paiseToRupees,
  paiseToText,
  RENEWAL_DAYS,
  referenceNumber,
  toPaise,
  type UpdateMemberPaymentBody,
} from "@gym/contracts";
import { badRequest, conflict, notFound } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { recordReceiptIncome } from "../expenses/ledger/receipt-income.ts";
import { invoicesRepository } from "./invoices-repository.ts";
import { stateOf, toMemberPayment, upiPayee } from "./present.ts";
import { memberPaymentsRepository, type PaymentRow, type Tx } from "./repository.ts";

export const PAYMENT_DATE_IN_FUTURE = "Payment date cannot be after today";

export function repo(ctx: AreaContext) {
  return memberPaymentsRepository(ctx);
}

async function payee(ctx: AreaContext, gymName: string) {
  return upiPayee(await repo(ctx).settings(), gymName);
}

export function paymentDay(ctx: AreaContext, date: string | undefined): string {
  const today = ctx.today();
  if (date && date > today) throw badRequest(PAYMENT_DATE_IN_FUTURE);
  return date ?? today;
}

export interface Receipt {
  /** Paise received; undefined = everything still owed. */
  amountPaise?: number;
  method: PaymentMethod;
  date: string;
  /** A client's idempotency key; otherwise the record and what was paid before (decision 0182). */
  key?: string;
}

/**
 * Money received against a locked record, in `tx`: one receipt with the next invoice number, the
 * record's paid amount and frozen fee. Returns false when nothing was owed (already settled) or an
 * identical receipt exists. Overpayment is refused (decision 0183).
 */
export async function receive(ctx: AreaContext, tx: Tx, row: PaymentRow, r: Receipt): Promise<boolean> {
  if (row.cancelled) throw badRequest(PAYMENT_CANCELLED);
  const duePaise = toPaise(row.amount_due);
  const paidPaise = toPaise(row.amount_paid);
  // The fee as of the day the money came in, never below what an earlier receipt froze.
  const feePaise = Math.max(toPaise(row.late_fee), lateFeePaise(duePaise, row.due_date, r.date));
  const owed = Math.max(0, duePaise + feePaise - paidPaise);
  const amount = r.amountPaise ?? owed;
  if (amount === 0) return false;
  if (amount > owed) throw badRequest(AMOUNT_ABOVE_REMAINING, { remaining_amount: paiseToRupees(owed) });
  const rs = repo(ctx);
  const number = invoiceNumber(financialYear(r.date), await rs.nextInvoiceNumber(tx, financialYear(r.date)));
  const receiptId = await rs.insertReceipt(tx, {
    payment_id: row.id,
    key: r.key ?? `${row.id}:${paidPaise}`,
    amount: paiseToText(amount),
    method: r.method,
    date: r.date,
    invoice_number: number,
  });
  if (receiptId === null) throw new ReceiptExists();
  // The ledger's income row for this receipt, in the same transaction (issue 10, decision 0161).
  await recordReceiptIncome(tx, ctx.schema, receiptId);
  await invoicesRepository(ctx).freezeTaxDetails(tx, receiptId);
  await rs.applyReceipt(tx, row.id, {
    paid: paiseToText(paidPaise + amount),
    late_fee: paiseToText(feePaise),
    method: r.method,
    date: r.date,
  });
  return true;
}

/** An identical receipt was written already: the whole transaction rolls back and the caller answers the current state. */
export class ReceiptExists extends Error {}

export async function settledAfter(ctx: AreaContext, tx: Tx, id: number): Promise<boolean> {
  const row = await repo(ctx).find(id, tx);
  return row !== null && stateOf(row, ctx.today()).status === "PAID";
}

/** Paying renews (part 2 §9): the given date, else the last renewal date + 30 days; the member becomes ACTIVE. */
export async function renew(ctx: AreaContext, tx: Tx, memberId: number, renewalDate?: string) {
  const member = await repo(ctx).member(memberId, ctx.today(), tx);
  if (!member) return;
  await repo(ctx).renew(tx, memberId, renewalDate ?? addDaysTo(member.renewal_date, RENEWAL_DAYS));
}

export async function inTx<T>(
  ctx: AreaContext,
  work: (tx: Tx) => Promise<T>,
  onDuplicate: () => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.$transaction(work);
  } catch (error) {
    if (error instanceof ReceiptExists) return onDuplicate();
    throw error;
  }
}

export async function presentOne(ctx: AreaContext, id: number, gymName: string): Promise<MemberPayment> {
  const row = await repo(ctx).find(id);
  if (!row) throw notFound(INVALID_PAYMENT_ID);
  return toMemberPayment(row, ctx.today(), await payee(ctx, gymName));
}

// ---- create ----

export async function planAmount(ctx: AreaContext, tx: Tx, memberId: number, fallback?: string) {
  const member = await repo(ctx).member(memberId, ctx.today(), tx);
  if (!member) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
  const settings = await repo(ctx).settings(tx);
  const amount = member.plan_amount ?? settings?.default_plan_amount ?? fallback;
  if (amount === undefined || amount === null) throw badRequest(MEMBER_HAS_NO_PLAN);
  return { member, amount };
}

/** The month's record of a member, created first when missing; locked for the rest of `tx`. */
export async function lockedMonth(ctx: AreaContext, tx: Tx, memberId: number, month: string, fallbackDue?: string) {
  const rs = repo(ctx);
  const existing = await rs.lockMonth(tx, memberId, month);
  if (existing) return existing;
  const { amount } = await planAmount(ctx, tx, memberId, fallbackDue);
  await rs.insert(tx, {
    member_id: memberId,
    month,
    due_date: dueDateOf(month),
    amount_due: amount,
    reference: referenceNumber(memberId, month),
    notes: "",
  });
  // Inserted now, or by a parallel call a moment ago: either way there is exactly one to lock.
  return (await rs.lockMonth(tx, memberId, month))!;
}

export async function createMemberPayment(
  ctx: AreaContext,
  body: CreateMemberPaymentBody,
  gymName: string,
  key?: string,
): Promise<MemberPayment> {
  const memberId = body.member_id!;
  const today = ctx.today();
  const month = body.membership_month!;
  if (month > monthStart(addMonthsTo(monthStart(today), 1))) throw badRequest(MONTH_TOO_FAR_AHEAD);
  const date = paymentDay(ctx, undefined);
  const write = (tx: Tx) =>
    (async () => {
      const { amount } = await planAmount(ctx, tx, memberId);
      const rs = repo(ctx);
      const id = await rs.insert(tx, {
        member_id: memberId,
        month,
        due_date: dueDateOf(month),
        amount_due: amount,
        reference: referenceNumber(memberId, month),
        notes: body.notes ?? "",
      });
      if (id === null) throw conflict(PAYMENT_EXISTS_FOR_MONTH);
      const paid = body.amount_paid === undefined ? 0 : toPaise(body.amount_paid);
      if (paid > 0) {
        const row = (await rs.lockMonth(tx, memberId, month))!;
        await receive(ctx, tx, row, { amountPaise: paid, method: body.payment_method, date, key });
        if (await settledAfter(ctx, tx, id)) await renew(ctx, tx, memberId);
      }
      return id;
    })();
  // A retried receipt (same Idempotency-Key) rolls the new record back too: answer the month as it is.
  const id = await inTx(ctx, write, async () => (await lockless(ctx, memberId, month))!);
  return presentOne(ctx, id, gymName);
}

export async function lockless(ctx: AreaContext, memberId: number, month: string) {
  const { rows } = await repo(ctx).list({
    today: ctx.today(),
    member_id: memberId,
    from: month,
    to: month,
    limit: 1,
    offset: 0,
  });
  return rows[0]?.id ?? null;
}

// ---- update ----

export async function updateMemberPayment(
  ctx: AreaContext,
  id: number,
  body: UpdateMemberPaymentBody,
  gymName: string,
  key?: string,
): Promise<MemberPayment> {
  const date = paymentDay(ctx, body.payment_date);
  const work = (tx: Tx) =>
    (async () => {
      const [row] = await repo(ctx).lock(tx, [id]);
      if (!row) throw notFound(INVALID_PAYMENT_ID);
      if (body.amount_paid !== undefined) {
        const wanted = toPaise(body.amount_paid);
        const paid = toPaise(row.amount_paid);
        if (wanted < paid) throw badRequest(AMOUNT_PAID_CANNOT_DECREASE);
        if (wanted > paid) {
          await receive(ctx, tx, row, {
            amountPaise: wanted - paid,
            method: body.payment_method ?? (row.payment_method as PaymentMethod | null) ?? "CASH",
            date,
            key,
          });
          if (await settledAfter(ctx, tx, id)) await renew(ctx, tx, row.member_id);
        }
      }
      const cancel = body.payment_status === "CANCELLED" ? true : undefined;
      if (cancel && toPaise(row.amount_paid) > 0) throw badRequest(AMOUNT_PAID_CANNOT_DECREASE);
      await repo(ctx).updateDetails(tx, id, { notes: body.notes, method: body.payment_method, cancelled: cancel });
    })();
  await inTx(
    ctx,
    (tx) => work(tx),
    async () => undefined,
  );
  return presentOne(ctx, id, gymName);
}

// ---- mark paid ----

export async function markPaid(ctx: AreaContext, id: number, body: MarkPaidBody, gymName: string, key?: string) {
  const date = paymentDay(ctx, body.payment_date);
  await inTx(
    ctx,
    (tx) =>
      (async () => {
        const [row] = await repo(ctx).lock(tx, [id]);
        if (!row) throw notFound(INVALID_PAYMENT_ID);
        const amountPaise = body.amount_paid === undefined ? undefined : toPaise(body.amount_paid);
        const received = await receive(ctx, tx, row, { amountPaise, method: body.payment_method, date, key });
        if (received && (await settledAfter(ctx, tx, id))) await renew(ctx, tx, row.member_id, body.renewal_date);
      })(),
    async () => undefined,
  );
  return presentOne(ctx, id, gymName);
}

/**
 * All or nothing (decision 0184): every id must be a record of this gym, else nothing is paid and
 * the answer names the unknown ids. Settled and cancelled records are left as they are.
 */
export async function bulkMarkPaid(
  ctx: AreaContext,
  body: { payment_ids: number[]; payment_method: PaymentMethod; payment_date?: string },
  gymName: string,
) {
  const date = paymentDay(ctx, body.payment_date);
  const ids = [...new Set(body.payment_ids)];
  const run = () =>
    ctx.db.$transaction(async (tx) => {
      const rows = await repo(ctx).lock(tx, ids);
      if (rows.length !== ids.length) {
        const found = new Set(rows.map((r) => r.id));
        throw badRequest(INVALID_PAYMENT_ID, { invalid_ids: ids.filter((i) => !found.has(i)) });
      }
      for (const row of rows) {
        if (row.cancelled) continue;
        if (await receive(ctx, tx, row, { method: body.payment_method, date })) await renew(ctx, tx, row.member_id);
      }
    });
  await inTx(ctx, run, run);
  const today = ctx.today();
  const upi = await payee(ctx, gymName);
  const updated = await Promise.all(ids.map((id) => repo(ctx).find(id)));
  return updated.filter((r) => r !== null).map((r) => toMemberPayment(r, today, upi));
}
