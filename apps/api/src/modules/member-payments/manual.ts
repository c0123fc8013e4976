import {
  AMOUNT_ABOVE_OWED_MONTHS,
  addMonthsTo,
  type CreateByMemberBody,
  type CreateMemberPaymentBody,
  dueDateOf,
  MEMBER_HAS_NO_PLAN,
  MONTHS_ALREADY_PAID,
  monthStart,
  PAYMENT_MEMBER_NOT_FOUND,
  paiseToRupees,
  paiseToText,
  referenceNumber,
  toPaise,
} from "@gym/contracts";
import { badRequest, notFound } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { stateOf } from "./present.ts";
import { inTx, receiveAll, refuseRepeat, renewAll } from "./receipts.ts";
import type { PaymentRow, Tx } from "./repository.ts";
import { lockedMonth, paymentDay, presentOne, replayed, repo } from "./service.ts";

/** What a locked record still owes on `date` (the fee as receiveAll() will freeze it). */
const owedOn = (row: PaymentRow, date: string) => stateOf(row, date).remainingPaise;

const closed = (row: PaymentRow, today: string) => row.cancelled || stateOf(row, today).status === "PAID";

/**
 * The first `months` membership months from `start` that are still open (no record, or one that is
 * neither settled nor cancelled), each locked. Looks at most two years past the window.
 */
async function openMonths(ctx: AreaContext, tx: Tx, memberId: number, start: string, months: number) {
  const found: { month: string; row: PaymentRow | null }[] = [];
  for (let i = 0; found.length < months && i < months + 24; i++) {
    const month = addMonthsTo(start, i);
    const row = await repo(ctx).lockMonth(tx, memberId, month);
    if (!row || !closed(row, ctx.today())) found.push({ month, row });
  }
  return found;
}

/**
 * The manual screen's payment (decision 0190): it pays for `duration` membership months, the first
 * open months from the payment date's month. Missing records are made with the member's plan amount
 * (for a member without a plan, the rest of the amount shared between them); the money fills the
 * months in order; more than they owe together is refused. Each month gets its own receipt (and
 * invoice). The renewal date moves on by `duration` calendar months unless auto_renewal is false.
 */
export async function createManual(ctx: AreaContext, body: CreateMemberPaymentBody, gymName: string, key?: string) {
  const memberId = body.member_id!;
  const date = paymentDay(ctx, body.payment_date);
  const duration = body.duration ?? 1;
  const amount = toPaise(body.amount!);
  const start = monthStart(date);
  const before = await replayed(ctx, key, gymName);
  if (before) return before;
  const write = (tx: Tx) =>
    (async () => {
      const rs = repo(ctx);
      if (!(await rs.lockMember(tx, memberId))) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
      const request = await refuseRepeat(ctx, tx, memberId, amount, key);
      const member = (await rs.member(memberId, ctx.today(), tx))!;
      const settings = await rs.settings(tx);
      const months = await openMonths(ctx, tx, memberId, start, duration);
      const owedBefore = months.reduce((n, m) => n + (m.row ? owedOn(m.row, date) : 0), 0);
      const missing = months.filter((m) => m.row === null);
      const plan = member.plan_amount ?? settings?.default_plan_amount ?? null;
      const newDues = missing.map((_, i) => {
        if (plan !== null) return toPaise(plan);
        const rest = amount - owedBefore;
        const share = Math.floor(rest / missing.length);
        return share + (i === 0 ? rest - share * missing.length : 0);
      });
      if (newDues.some((d) => d <= 0)) throw badRequest(MEMBER_HAS_NO_PLAN);
      const total = owedBefore + newDues.reduce((a, b) => a + b, 0);
      if (amount > total) throw badRequest(AMOUNT_ABOVE_OWED_MONTHS, { remaining_amount: paiseToRupees(total) });
      for (const [i, m] of missing.entries()) {
        await rs.insert(tx, {
          member_id: memberId,
          month: m.month,
          due_date: dueDateOf(m.month),
          amount_due: paiseToText(newDues[i]!),
          reference: referenceNumber(memberId, m.month),
          notes: "",
        });
      }
      let left = amount;
      let first: number | null = null;
      for (const [i, m] of months.entries()) {
        if (left === 0) break;
        const row = m.row ?? (await rs.lockMonth(tx, memberId, m.month))!;
        const pay = Math.min(left, owedOn(row, date));
        if (pay === 0) continue;
        const part = { amountPaise: pay, method: body.payment_method, date, key: key && `${key}:${i}`, request };
        await receiveAll(ctx, tx, [{ row, receipt: part }]);
        if (body.description) await rs.updateDetails(tx, row.id, { notes: body.description });
        first ??= row.id;
        left -= pay;
      }
      if (body.auto_renewal !== false) {
        const base = member.renewal_date > date ? member.renewal_date : date;
        await renewAll(ctx, tx, [{ member_id: memberId, date: addMonthsTo(base, duration) }]);
      }
      return first!;
    })();
  const id = await inTx(ctx, key, write, async () => (await replayed(ctx, key, gymName))!.id);
  return presentOne(ctx, id, gymName);
}

/**
 * The Record Payment popup (create-by-member, decision 0190): the money is for this month, or for
 * next month when this month is already settled; the record is made from the plan when missing.
 * Exactly once by the Idempotency-Key; without one, the same amount for the same member within a few
 * minutes is refused with a 409 (decision 0197), never answered with the earlier receipt.
 */
export async function createByMember(ctx: AreaContext, body: CreateByMemberBody, gymName: string, key?: string) {
  const date = paymentDay(ctx, body.payment_date);
  const amount = toPaise(body.amount_paid);
  const thisMonth = monthStart(ctx.today());
  const before = await replayed(ctx, key, gymName);
  if (before) return before;
  const write = (tx: Tx) =>
    (async () => {
      if (!(await repo(ctx).lockMember(tx, body.member_id))) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
      const request = await refuseRepeat(ctx, tx, body.member_id, amount, key);
      const [open] = await openMonths(ctx, tx, body.member_id, thisMonth, 1);
      if (!open || open.month > addMonthsTo(thisMonth, 1)) throw badRequest(MONTHS_ALREADY_PAID);
      const row = open.row ?? (await lockedMonth(ctx, tx, body.member_id, open.month, body.amount_paid));
      await receiveAll(ctx, tx, [
        { row, receipt: { amountPaise: amount, method: body.payment_method, date, key, request } },
      ]);
      await renewAll(ctx, tx, [{ member_id: body.member_id, date: body.renewal_date }]);
      return row.id;
    })();
  const id = await inTx(ctx, key, write, async () => (await replayed(ctx, key, gymName))!.id);
  return presentOne(ctx, id, gymName);
}
