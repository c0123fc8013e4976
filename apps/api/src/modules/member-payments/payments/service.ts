import {
  AMOUNT_PAID_CANNOT_DECREASE,
  addDaysTo,
  addMonthsTo,
  BACKDATE_ROLES,
  billDueDate,
  type CreateMemberPaymentBody,
  DEFAULT_BACKDATE_DAYS,
  INVALID_PAYMENT_ID,
  type ListMemberPaymentsQuery,
  type MarkPaidBody,
  MEMBER_HAS_NO_PLAN,
  type MemberPayment,
  MONTH_TOO_FAR_AHEAD,
  monthStart,
  PAYMENT_ALREADY_SETTLED,
  PAYMENT_EXISTS_FOR_MONTH,
  PAYMENT_MEMBER_NOT_FOUND,
  type PaymentMethod,
  receiptTooFarBack,
  referenceNumber,
  toPaise,
  type UpdateMemberPaymentBody,
} from "@gym/contracts";
import { badRequest, conflict, forbidden, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { chainBills } from "../chain.ts";
import { chainRepository } from "../chain-repository.ts";
import { toMemberPayment, upiPayee } from "../present.ts";
import { inTx, lockForPayment, receiveAll, refuseRepeat, settleAll } from "../receipts.ts";
import { receiptsRepository } from "../receipts-repository.ts";
import { memberPaymentsRepository, type Tx } from "./repository.ts";

export const PAYMENT_DATE_IN_FUTURE = "Payment date cannot be after today";

export function repo(ctx: AreaContext) {
  return memberPaymentsRepository(ctx);
}

export async function payee(ctx: AreaContext, gymName: string) {
  return upiPayee(await repo(ctx).settings(), gymName);
}

export async function paymentDay(ctx: AreaContext, date: string | undefined): Promise<string> {
  const today = ctx.today();
  if (date && date > today) throw badRequest(PAYMENT_DATE_IN_FUTURE);
  const day = date ?? today;
  // Money controls (issue 25 §4, decision 0324): the desk dates a receipt at most the gym's days back.
  if (day < today && ctx.role && !(BACKDATE_ROLES as readonly string[]).includes(ctx.role)) {
    const days = (await repo(ctx).settings())?.backdate_days ?? DEFAULT_BACKDATE_DAYS;
    if (day < addDaysTo(today, -days)) throw forbidden(receiptTooFarBack(days));
  }
  return day;
}

/**
 * A keyed request that was answered before gets the same answer again (decision 0182): the record its
 * receipt paid, as it is now. Null when the key is new (or there is none).
 */
export async function replayed(ctx: AreaContext, key: string | undefined, gymName: string) {
  const id = key ? await receiptsRepository(ctx).paymentOfKey(key) : null;
  return id === null ? null : presentOne(ctx, id, gymName);
}

/** The bill `id` under its payment lock (lockForPayment), or the 404 of an unknown id. */
export async function lockBill(ctx: AreaContext, tx: Tx, id: number) {
  const [row] = await lockForPayment(ctx, tx, [id]);
  if (!row) throw notFound(INVALID_PAYMENT_ID);
  return row;
}

export async function presentOne(ctx: AreaContext, id: number, gymName: string): Promise<MemberPayment> {
  // Side by side (decision 0395): the answer after a payment waits for one round trip, not two.
  const [row, upi] = await Promise.all([repo(ctx).find(id), payee(ctx, gymName)]);
  if (!row) throw notFound(INVALID_PAYMENT_ID);
  return toMemberPayment(row, ctx.today(), upi);
}

// ---- list ----

/** The history list (part 2 §7): one page of records, filtered by member, status, year and month in SQL. */
export async function listMemberPayments(ctx: AreaContext, q: ListMemberPaymentsQuery, gymName: string) {
  let from: string | undefined;
  let to: string | undefined;
  if (q.year !== undefined) {
    const y = String(q.year).padStart(4, "0");
    from = q.month ? `${y}-${String(q.month).padStart(2, "0")}-01` : `${y}-01-01`;
    to = q.month ? from : `${y}-12-01`;
  } else if (q.month !== undefined) {
    const y = ctx.today().slice(0, 4);
    from = to = `${y}-${String(q.month).padStart(2, "0")}-01`;
  }
  const today = ctx.today();
  const { rows, count } = await repo(ctx).list({
    today,
    member_id: q.member_id,
    payment_status: q.payment_status,
    from,
    to,
    search: q.search,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const upi = upiPayee(await repo(ctx).settings(), gymName);
  return { payments: rows.map((r) => toMemberPayment(r, today, upi)), count };
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

/**
 * The member's next bill (decision 0240 §3, §4), made now with the plan's amount (or `fallback` when
 * neither the member nor the gym has one) and locked for the rest of `tx`. The member must be locked.
 */
export async function makeNextBill(ctx: AreaContext, tx: Tx, memberId: number, fallback?: string) {
  const rs = repo(ctx);
  const { amount } = await planAmount(ctx, tx, memberId, fallback);
  const [chain] = await chainRepository(ctx).chains(ctx.today(), [memberId], tx);
  const [bill] = chainBills(chain!, [amount]);
  await rs.insert(tx, bill!);
  return { row: (await rs.lockMonth(tx, memberId, bill!.month))!, month: bill!.month };
}

/** The history screen's create: a new record for the month, with what was paid now if anything. */
export async function createMemberPayment(
  ctx: AreaContext,
  body: CreateMemberPaymentBody,
  gymName: string,
  key?: string,
): Promise<MemberPayment> {
  const memberId = body.member_id!;
  const month = body.membership_month!;
  if (month > monthStart(addMonthsTo(monthStart(ctx.today()), 1))) throw badRequest(MONTH_TOO_FAR_AHEAD);
  const before = await replayed(ctx, key, gymName);
  if (before) return before;
  const date = await paymentDay(ctx, undefined);
  const write = async (tx: Tx) => {
    if (!(await receiptsRepository(ctx).lockMember(tx, memberId))) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
    const { amount } = await planAmount(ctx, tx, memberId);
    const rs = repo(ctx);
    // The desk names the month; the record pays for the member's next period (decision 0240 §3).
    const [chain] = await chainRepository(ctx).chains(ctx.today(), [memberId], tx);
    const [next] = chainBills(chain!, [amount], body.notes ?? "");
    // The reference is the named month's (PAY<member_id><YYYYMM>, part 2 §9), as is its due date.
    const bill = { ...next!, month, reference: referenceNumber(memberId, month) };
    const id = await rs.insert(tx, { ...bill, due_date: billDueDate(month, next!.period_from!) });
    if (id === null) throw conflict(PAYMENT_EXISTS_FOR_MONTH);
    const paid = body.amount_paid === undefined ? 0 : toPaise(body.amount_paid);
    if (paid > 0) {
      const row = (await rs.lockMonth(tx, memberId, month))!;
      const receipt = { amountPaise: paid, method: body.payment_method, date, key };
      const received = await receiveAll(ctx, tx, [{ row, receipt }]);
      await settleAll(
        ctx,
        tx,
        received.filter((r) => r.settled).map((r) => ({ member_id: memberId, period_to: r.row.period_to })),
      );
    }
    return id;
  };
  const id = await inTx(ctx, key, write, async () => (await replayed(ctx, key, gymName))!.id);
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

/**
 * The history screen's edit. `amount_paid` is the record's new total (the difference is one receipt),
 * so sending the same body again changes nothing; a cancelled record must have received nothing.
 */
export async function updateMemberPayment(
  ctx: AreaContext,
  id: number,
  body: UpdateMemberPaymentBody,
  gymName: string,
  key?: string,
): Promise<MemberPayment> {
  const date = await paymentDay(ctx, body.payment_date);
  const work = async (tx: Tx) => {
    const row = await lockBill(ctx, tx, id);
    if (body.amount_paid !== undefined) {
      const wanted = toPaise(body.amount_paid);
      const paid = toPaise(row.amount_paid);
      if (wanted < paid) throw badRequest(AMOUNT_PAID_CANNOT_DECREASE);
      if (wanted > paid) {
        const method = body.payment_method ?? (row.payment_method as PaymentMethod | null) ?? "CASH";
        const received = await receiveAll(ctx, tx, [
          { row, receipt: { amountPaise: wanted - paid, method, date, key } },
        ]);
        await settleAll(
          ctx,
          tx,
          received.filter((r) => r.settled).map((r) => ({ member_id: row.member_id, period_to: r.row.period_to })),
        );
      }
    }
    const cancel = body.payment_status === "CANCELLED" ? true : undefined;
    if (cancel && toPaise(row.amount_paid) > 0) throw badRequest(AMOUNT_PAID_CANNOT_DECREASE);
    await repo(ctx).updateDetails(tx, id, { notes: body.notes, method: body.payment_method, cancelled: cancel });
  };
  await inTx(ctx, key, work, async () => undefined);
  return presentOne(ctx, id, gymName);
}

// ---- mark paid ----

/**
 * Money against one record: what it still owes, or the amount named (decision 0183). A record that owes
 * nothing is refused (409) unless the request is the replay of a keyed one (decision 0197).
 */
export async function markPaid(ctx: AreaContext, id: number, body: MarkPaidBody, gymName: string, key?: string) {
  const before = await replayed(ctx, key, gymName);
  if (before) return before;
  const date = await paymentDay(ctx, body.payment_date);
  const amountPaise = body.amount_paid === undefined ? undefined : toPaise(body.amount_paid);
  await inTx(
    ctx,
    key,
    async (tx) => {
      const row = await lockBill(ctx, tx, id);
      const request =
        amountPaise === undefined ? undefined : await refuseRepeat(ctx, tx, row.member_id, amountPaise, key);
      const receipt = { amountPaise, method: body.payment_method, date, key, request };
      const [received] = await receiveAll(ctx, tx, [{ row, receipt }]);
      if (!received) throw conflict(PAYMENT_ALREADY_SETTLED);
      if (received.settled)
        await settleAll(ctx, tx, [
          { member_id: row.member_id, period_to: row.period_to, renewal_date: body.renewal_date },
        ]);
    },
    // The same key, written by a parallel request a moment ago: the record as it is now.
    async () => undefined,
  );
  return presentOne(ctx, id, gymName);
}
