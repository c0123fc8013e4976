import {
  AMOUNT_ABOVE_REMAINING,
  afterSettling,
  financialYear,
  invoiceNumber,
  PAYMENT_CANCELLED,
  PAYMENT_RECORDED_BY_ANOTHER_REQUEST,
  type PaymentMethod,
  paiseToRupees,
  paiseToText,
  paymentJustRecorded,
  REPEAT_PAYMENT_WINDOW_MINUTES,
  rupeesText,
  toPaise,
} from "@gym/contracts";
import type { BULK_TRANSACTION } from "../../db/bulk-transaction.ts";
import { withGenericPlans } from "../../db/kept-plans.ts";
import { badRequest, conflict } from "../../lib/http-errors.ts";
import { assertDaysOpen, dayLockKeys } from "../cash-close/day-lock.ts";
import type { AreaContext } from "../context.ts";
import type { PaymentRow, Tx } from "./payments/repository.ts";
import { stateOf } from "./present.ts";
import { receiptsRepository, type SettledDates } from "./receipts-repository.ts";

/**
 * The one way money is received (issue 10, decisions 0182, 0197): receipts with their invoice numbers,
 * the ledger's income rows, the records' paid amounts and frozen fees, and the renewals, each written as
 * one statement over the whole set inside the caller's transaction, so a receipt, its invoice and its
 * ledger row commit together or not at all, and a bulk of 1,000 takes a handful of statements.
 */

export interface Receipt {
  /** Paise received; undefined = everything still owed. */
  amountPaise?: number;
  method: PaymentMethod;
  date: string;
  /** A client's Idempotency-Key (decision 0182); without one the record and what was paid before. */
  key?: string;
  /** "<member id>:<paise>" when the desk named the amount (decision 0197). */
  request?: string;
}

export interface Received {
  row: PaymentRow;
  amountPaise: number;
  /** The record owes nothing more after this receipt. */
  settled: boolean;
}

/** A receipt with the same key was written meanwhile: the transaction rolls back and the caller decides. */
export class ReceiptExists extends Error {}

/**
 * Money received against locked records, in `tx`. A record that owes nothing is left out of the answer;
 * more than a record owes, or a cancelled record, is refused (decision 0183). The fee is the one owed
 * on the day the money came in, never below what an earlier receipt froze.
 */
export async function receiveAll(
  ctx: AreaContext,
  tx: Tx,
  items: { row: PaymentRow; receipt: Receipt }[],
): Promise<Received[]> {
  const plans = items.flatMap(({ row, receipt }) => {
    if (row.cancelled) throw badRequest(PAYMENT_CANCELLED);
    // What the record owes on the day the money came in (its fee then, never below a frozen one).
    const { lateFeePaise: feePaise, remainingPaise: owed } = stateOf(row, receipt.date);
    const paidPaise = toPaise(row.amount_paid);
    const amountPaise = receipt.amountPaise ?? owed;
    if (amountPaise === 0) return [];
    if (amountPaise > owed) throw badRequest(AMOUNT_ABOVE_REMAINING, { remaining_amount: paiseToRupees(owed) });
    return [{ row, receipt, amountPaise, feePaise, paidPaise, settled: amountPaise === owed }];
  });
  if (!plans.length) return [];
  const rs = receiptsRepository(ctx);
  const days = plans.map((p) => p.receipt.date);
  // The days' shared locks are taken by the invoice counter's statement, before its row (decision 0398); a
  // closed day's money changes only by a manager or the owner (decision 0328), read after the lock.
  const numbers = await invoiceNumbers(tx, rs, days, dayLockKeys(ctx, days));
  await assertDaysOpen(ctx, days, tx, { locked: true });
  const written = await rs.insertReceipts(
    tx,
    plans.map((p, i) => ({
      payment_id: p.row.id,
      key: p.receipt.key ?? `${p.row.id}:${p.paidPaise}`,
      amount: paiseToText(p.amountPaise),
      method: p.receipt.method,
      date: p.receipt.date,
      invoice_number: numbers[i]!,
      request: p.receipt.request ?? null,
      paid_now: paiseToText(p.paidPaise + p.amountPaise),
      late_fee: paiseToText(p.feePaise),
    })),
  );
  if (written.length !== plans.length) throw new ReceiptExists();
  // The category is made by the migration and its deletion is refused; without it no receipt may commit.
  if (!written[0]?.ledger_category) throw new Error(`The member payments ledger category is missing in ${ctx.schema}`);
  return plans.map((p) => ({ row: p.row, amountPaise: p.amountPaise, settled: p.settled }));
}

/**
 * One invoice number per receipt, in order, reserved per financial year with one statement each; the first of
 * them also takes the days' locks `dayLocks` (decision 0398).
 */
async function invoiceNumbers(
  tx: Tx,
  rs: ReturnType<typeof receiptsRepository>,
  dates: string[],
  dayLocks: string[],
): Promise<string[]> {
  const years = dates.map(financialYear);
  const next = new Map<string, number>();
  for (const [i, fy] of [...new Set(years)].entries()) {
    next.set(fy, await rs.reserveInvoiceNumbers(tx, fy, years.filter((y) => y === fy).length, i === 0 ? dayLocks : []));
  }
  return years.map((fy) => {
    const n = next.get(fy)!;
    next.set(fy, n + 1);
    return invoiceNumber(fy, n);
  });
}

/** A bill settled (or the desk's new renewal date), for `settleAll`. */
export interface Settling {
  member_id: number;
  /** The settled bill's period end; null: nothing settled, or a bill from before decision 0240. */
  period_to: string | null;
  /** The Record Payment popup's new renewal date: sets `renewal_date` only (decision 0240 §5). */
  renewal_date?: string;
  /** The manual screen's auto_renewal false: `paid_through` moves, the renewal date stays. */
  keep_renewal?: boolean;
}

/**
 * Settling extends the period only by time not already covered (decision 0240 §5, `afterSettling`):
 * `paid_through` and `renewal_date` become the later of theirs and the bill's period end, for several
 * bills and members at once; the members must be locked already. Paying the joiner's first bill
 * changes nothing: the grant was already there.
 */
export async function settleAll(ctx: AreaContext, tx: Tx, items: Settling[]): Promise<void> {
  if (!items.length) return;
  const rs = receiptsRepository(ctx);
  const dates = new Map<number, SettledDates>();
  for (const d of await rs.paidDates(tx, [...new Set(items.map((i) => i.member_id))])) dates.set(d.member_id, d);
  for (const item of items) {
    const now = dates.get(item.member_id);
    if (!now) continue;
    const next = afterSettling(now, item.period_to);
    const renewal = item.renewal_date ?? (item.keep_renewal ? now.renewal_date : next.renewal_date);
    dates.set(item.member_id, { member_id: item.member_id, paid_through: next.paid_through, renewal_date: renewal });
  }
  await rs.settle(tx, [...dates.values()]);
}

/**
 * Locks what a payment touches, members first and then the records, each in id order: every money path
 * takes them in this order, so two of them never wait on each other in a circle.
 */
export function lockForPayment(ctx: AreaContext, tx: Tx, paymentIds: number[]): Promise<PaymentRow[]> {
  return receiptsRepository(ctx).lockForPayment(tx, paymentIds);
}

/**
 * Decision 0197: a payment whose amount the desk named and that came without an Idempotency-Key is
 * refused when the same member paid the same amount in the last few minutes (a double tap of a client
 * that sends no key), naming that receipt; with a key, the key alone decides (decision 0182).
 * The member must be locked already, so two such requests are checked one after the other.
 */
export async function refuseRepeat(ctx: AreaContext, tx: Tx, memberId: number, amountPaise: number, key?: string) {
  const request = `${memberId}:${amountPaise}`;
  if (key) return request;
  const since = new Date(ctx.now().getTime() - REPEAT_PAYMENT_WINDOW_MINUTES * 60_000);
  const earlier = await receiptsRepository(ctx).recentRequest(tx, request, since);
  if (earlier) {
    throw conflict(paymentJustRecorded(rupeesText(amountPaise), earlier.invoice_number), {
      invoice_number: earlier.invoice_number,
    });
  }
  return request;
}

/**
 * Runs a money transaction. When a receipt's key turned out to exist (a parallel request with the same
 * key), a keyed request answers what that key recorded (`replay`); a keyless one is told (409). `limits`:
 * a bulk's (db/bulk-transaction.ts), else Prisma's defaults (5 s).
 */
export async function inTx<T>(
  ctx: AreaContext,
  key: string | undefined,
  work: (tx: Tx) => Promise<T>,
  replay: () => Promise<T>,
  limits?: typeof BULK_TRANSACTION,
): Promise<T> {
  try {
    // Generic plans: the kept statements of receipts-repository.ts are planned once per connection (decision 0414).
    return await withGenericPlans(() => ctx.db.$transaction(work, limits));
  } catch (error) {
    if (!(error instanceof ReceiptExists)) throw error;
    if (key) return replay();
    throw conflict(PAYMENT_RECORDED_BY_ANOTHER_REQUEST);
  }
}
