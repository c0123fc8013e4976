import {
  AMOUNT_ABOVE_OWED_MONTHS,
  addMonthsTo,
  type CreateByMemberBody,
  type CreateMemberPaymentBody,
  type ManualQuote,
  type ManualQuoteQuery,
  MEMBER_HAS_NO_PLAN,
  MONTHS_ALREADY_PAID,
  monthStart,
  PAYMENT_MEMBER_NOT_FOUND,
  paiseToRupees,
  paiseToText,
  toPaise,
} from "@gym/contracts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { chainBills } from "../chain.ts";
import { chainRepository } from "../chain-repository.ts";
import type { PaymentRow, Tx } from "../payments/repository.ts";
import { makeNextBill, paymentDay, presentOne, replayed, repo } from "../payments/service.ts";
import { stateOf } from "../present.ts";
import { inTx, receiveAll, refuseRepeat, type Settling, settleAll } from "../receipts.ts";
import { receiptsRepository } from "../receipts-repository.ts";

/** What a locked record still owes on `date` (the fee as receiveAll() will freeze it). */
const owedOn = (row: PaymentRow, date: string) => stateOf(row, date).remainingPaise;

/**
 * What "duration N" owes on `date` (decisions 0240 §7, 0241): the member's open bills, oldest first (up to N),
 * with what remains on each, then their next bills in order, made with the member's amount (for a member
 * without one, `amount` less what the open bills owe, shared between them; none to share: null). The one
 * count of both the manual payment and its quote. `sql` is the payment's transaction (the open bills locked).
 */
async function termsOwed(
  ctx: AreaContext,
  sql: Tx,
  memberId: number,
  duration: number,
  date: string,
  amount: number | null,
) {
  const rs = repo(ctx);
  const [member, settings, locked, chains] = [
    await rs.member(memberId, ctx.today(), sql),
    await rs.settings(sql),
    await rs.lockOpen(sql, memberId, ctx.today()),
    await chainRepository(ctx).chains(ctx.today(), [memberId], sql),
  ];
  if (!member || !chains[0]) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
  const open = locked.slice(0, duration);
  const owedBefore = open.reduce((n, row) => n + owedOn(row, date), 0);
  const missing = duration - open.length;
  const plan = member.plan_amount ?? settings?.default_plan_amount ?? null;
  if (plan === null && missing > 0 && amount === null) return { open, owedBefore, made: null, total: null };
  const newDues = Array.from({ length: missing }, (_, i) => {
    if (plan !== null) return toPaise(plan);
    const rest = amount! - owedBefore;
    const share = Math.floor(rest / missing);
    return share + (i === 0 ? rest - share * missing : 0);
  });
  if (newDues.some((d) => d <= 0)) return null;
  const made = chainBills(chains[0], newDues.map(paiseToText));
  // As made: a first bill carries the plan's admission fee (decision 0290).
  const total = owedBefore + made.reduce((a, b) => a + toPaise(b.amount_due), 0);
  return { open, owedBefore, made, total };
}

/**
 * GET manual-quote/ (decision 0241): what "duration N" costs on the day, counted as `createManual` counts it
 * (`termsOwed`), in a transaction of its own (the open bills' locks end with it); nothing is written.
 */
export async function manualQuote(ctx: AreaContext, q: ManualQuoteQuery): Promise<ManualQuote> {
  const date = await paymentDay(ctx, q.payment_date);
  const terms = await ctx.db.$transaction((tx) => termsOwed(ctx, tx, q.member_id, q.duration, date, null));
  const newAmount = terms?.made ? terms.made.reduce((a, b) => a + toPaise(b.amount_due), 0) : null;
  return {
    member_id: q.member_id,
    duration: q.duration,
    open_amount: paiseToRupees(terms?.owedBefore ?? 0),
    open_bills: terms?.open.length ?? 0,
    new_terms: q.duration - (terms?.open.length ?? 0),
    new_amount: newAmount === null ? null : paiseToRupees(newAmount),
    total: terms?.total == null ? null : paiseToRupees(terms.total),
  };
}

/**
 * The manual screen's payment (decisions 0190, 0240 §7): "duration N" pays N terms: the member's open
 * bills, oldest first, then their next bills in order (made now with the member's amount, N × the
 * amount in all; for a member without a plan, the rest of the amount shared between them); the money
 * fills them in order; more than they owe together is refused. Each bill gets its own receipt (and
 * invoice). Settling moves paid_through and the renewal date to the period's end (decision 0240 §5);
 * auto_renewal false leaves the renewal date where it is.
 */
export async function createManual(ctx: AreaContext, body: CreateMemberPaymentBody, gymName: string, key?: string) {
  const memberId = body.member_id!;
  const date = await paymentDay(ctx, body.payment_date);
  const duration = body.duration ?? 1;
  const amount = toPaise(body.amount!);
  const before = await replayed(ctx, key, gymName);
  if (before) return before;
  const write = (tx: Tx) =>
    (async () => {
      const rs = repo(ctx);
      if (!(await receiptsRepository(ctx).lockMember(tx, memberId))) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
      const request = await refuseRepeat(ctx, tx, memberId, amount, key);
      const terms = await termsOwed(ctx, tx, memberId, duration, date, amount);
      // With `amount` given the new terms always have dues: no `made` only when a share would be nothing.
      if (!terms?.made || terms.total === null) throw badRequest(MEMBER_HAS_NO_PLAN);
      const { open, made, total } = terms;
      if (amount > total) throw badRequest(AMOUNT_ABOVE_OWED_MONTHS, { remaining_amount: paiseToRupees(total) });
      await rs.insertMany(tx, made);
      const rows = [...open];
      for (const bill of made) rows.push((await rs.lockMonth(tx, memberId, bill.month))!);
      let left = amount;
      let first: number | null = null;
      const settled: Settling[] = [];
      for (const [i, row] of rows.entries()) {
        if (left === 0) break;
        const owed = owedOn(row, date);
        const pay = Math.min(left, owed);
        if (pay === 0) continue;
        const part = { amountPaise: pay, method: body.payment_method, date, key: key && `${key}:${i}`, request };
        await receiveAll(ctx, tx, [{ row, receipt: part }]);
        if (body.description) await rs.updateDetails(tx, row.id, { notes: body.description });
        if (pay === owed)
          settled.push({ member_id: memberId, period_to: row.period_to, keep_renewal: body.auto_renewal === false });
        first ??= row.id;
        left -= pay;
      }
      await settleAll(ctx, tx, settled);
      return first!;
    })();
  const id = await inTx(ctx, key, write, async () => (await replayed(ctx, key, gymName))!.id);
  return presentOne(ctx, id, gymName);
}

/**
 * The Record Payment popup (create-by-member, decisions 0190, 0240 §7): the money pays the member's
 * oldest open bill, else their next bill (made from the plan), when that bill's month is at most next
 * month. Exactly once by the Idempotency-Key; without one, the same amount for the same member within a
 * few minutes is refused with a 409 (decision 0197), never answered with the earlier receipt.
 */
export async function createByMember(ctx: AreaContext, body: CreateByMemberBody, gymName: string, key?: string) {
  const date = await paymentDay(ctx, body.payment_date);
  const amount = toPaise(body.amount_paid);
  const thisMonth = monthStart(ctx.today());
  const before = await replayed(ctx, key, gymName);
  if (before) return before;
  const write = (tx: Tx) =>
    (async () => {
      const rs = repo(ctx);
      if (!(await receiptsRepository(ctx).lockMember(tx, body.member_id))) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
      const request = await refuseRepeat(ctx, tx, body.member_id, amount, key);
      let [row] = await rs.lockOpen(tx, body.member_id, ctx.today());
      if (!row) {
        const [chain] = await chainRepository(ctx).chains(ctx.today(), [body.member_id], tx);
        const [next] = chainBills(chain!, ["0"]);
        if (next!.month > addMonthsTo(thisMonth, 1)) throw badRequest(MONTHS_ALREADY_PAID);
        row = (await makeNextBill(ctx, tx, body.member_id, body.amount_paid)).row;
      }
      const [received] = await receiveAll(ctx, tx, [
        { row, receipt: { amountPaise: amount, method: body.payment_method, date, key, request } },
      ]);
      const settled = received?.settled ? row.period_to : null;
      if (settled !== null || body.renewal_date)
        await settleAll(ctx, tx, [{ member_id: body.member_id, period_to: settled, renewal_date: body.renewal_date }]);
      return row.id;
    })();
  const id = await inTx(ctx, key, write, async () => (await replayed(ctx, key, gymName))!.id);
  return presentOne(ctx, id, gymName);
}
