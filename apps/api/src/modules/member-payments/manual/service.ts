import {
  AMOUNT_ABOVE_OWED_MONTHS,
  addMonthsTo,
  type CreateByMemberBody,
  type CreateMemberPaymentBody,
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
      const member = (await rs.member(memberId, ctx.today(), tx))!;
      const settings = await rs.settings(tx);
      const open = (await rs.lockOpen(tx, memberId, ctx.today())).slice(0, duration);
      const owedBefore = open.reduce((n, row) => n + owedOn(row, date), 0);
      const missing = duration - open.length;
      const plan = member.plan_amount ?? settings?.default_plan_amount ?? null;
      const newDues = Array.from({ length: missing }, (_, i) => {
        if (plan !== null) return toPaise(plan);
        const rest = amount - owedBefore;
        const share = Math.floor(rest / missing);
        return share + (i === 0 ? rest - share * missing : 0);
      });
      if (newDues.some((d) => d <= 0)) throw badRequest(MEMBER_HAS_NO_PLAN);
      const [chain] = await chainRepository(ctx).chains(ctx.today(), [memberId], tx);
      const made = chainBills(chain!, newDues.map(paiseToText));
      // As made: a first bill carries the plan's admission fee (decision 0290).
      const total = owedBefore + made.reduce((a, b) => a + toPaise(b.amount_due), 0);
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
