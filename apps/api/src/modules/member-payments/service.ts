import {
  AMOUNT_ABOVE_REMAINING,
  AMOUNT_PAID_CANNOT_DECREASE,
  addDaysTo,
  addMonthsTo,
  type CreateByMemberBody,
  type CreateMemberPaymentBody,
  collectionRate,
  dueDateOf,
  financialYear,
  INVALID_PAYMENT_ID,
  invoiceNumber,
  type ListMemberPaymentsQuery,
  lateFeePaise,
  type MarkPaidBody,
  MEMBER_HAS_NO_PLAN,
  type MemberPayment,
  MONTH_TOO_FAR_AHEAD,
  MONTHLY_STATUSES,
  type MonthlyStatus,
  monthName,
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
import {
  planLabel as planLabelOf,
  stateOf,
  toGymMember,
  toMemberPayment,
  toMonthlyMember,
  upiPayee,
} from "./present.ts";
import { memberPaymentsRepository, type PaymentRow, type Tx } from "./repository.ts";

export const PAYMENT_DATE_IN_FUTURE = "Payment date cannot be after today";

function repo(ctx: AreaContext) {
  return memberPaymentsRepository(ctx);
}

async function payee(ctx: AreaContext, gymName: string) {
  return upiPayee(await repo(ctx).settings(), gymName);
}

function paymentDay(ctx: AreaContext, date: string | undefined): string {
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
async function receive(ctx: AreaContext, tx: Tx, row: PaymentRow, r: Receipt): Promise<boolean> {
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
  await rs.applyReceipt(tx, row.id, {
    paid: paiseToText(paidPaise + amount),
    late_fee: paiseToText(feePaise),
    method: r.method,
    date: r.date,
  });
  return true;
}

/** An identical receipt was written already: the whole transaction rolls back and the caller answers the current state. */
class ReceiptExists extends Error {}

async function settledAfter(ctx: AreaContext, tx: Tx, id: number): Promise<boolean> {
  const row = await repo(ctx).find(id, tx);
  return row !== null && stateOf(row, ctx.today()).status === "PAID";
}

/** Paying renews (part 2 §9): the given date, else the last renewal date + 30 days; the member becomes ACTIVE. */
async function renew(ctx: AreaContext, tx: Tx, memberId: number, renewalDate?: string) {
  const member = await repo(ctx).member(memberId, ctx.today(), tx);
  if (!member) return;
  await repo(ctx).renew(tx, memberId, renewalDate ?? addDaysTo(member.renewal_date, RENEWAL_DAYS));
}

async function inTx<T>(ctx: AreaContext, work: (tx: Tx) => Promise<T>, onDuplicate: () => Promise<T>): Promise<T> {
  try {
    return await ctx.db.$transaction(work);
  } catch (error) {
    if (error instanceof ReceiptExists) return onDuplicate();
    throw error;
  }
}

async function presentOne(ctx: AreaContext, id: number, gymName: string): Promise<MemberPayment> {
  const row = await repo(ctx).find(id);
  if (!row) throw notFound(INVALID_PAYMENT_ID);
  return toMemberPayment(row, ctx.today(), await payee(ctx, gymName));
}

// ---- list ----

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
  const upi = await payee(ctx, gymName);
  return { payments: rows.map((r) => toMemberPayment(r, today, upi)), count };
}

// ---- create ----

async function planAmount(ctx: AreaContext, tx: Tx, memberId: number, fallback?: string) {
  const member = await repo(ctx).member(memberId, ctx.today(), tx);
  if (!member) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
  const settings = await repo(ctx).settings(tx);
  const amount = member.plan_amount ?? settings?.default_plan_amount ?? fallback;
  if (amount === undefined || amount === null) throw badRequest(MEMBER_HAS_NO_PLAN);
  return { member, amount };
}

/** The month's record of a member, created first when missing; locked for the rest of `tx`. */
async function lockedMonth(ctx: AreaContext, tx: Tx, memberId: number, month: string, fallbackDue?: string) {
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
  if (body.amount !== undefined) return createManual(ctx, body, gymName, key);
  const month = body.membership_month!;
  if (month > monthStart(addMonthsTo(monthStart(today), 1))) throw badRequest(MONTH_TOO_FAR_AHEAD);
  const date = paymentDay(ctx, undefined);
  const id = await ctx.db.$transaction(async (tx) => {
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
  });
  return presentOne(ctx, id, gymName);
}

/**
 * The manual screen's shape: the money is for the month of payment_date; a missing record is made
 * with the amount as its due (the plan for `duration` months, decision 0184); the renewal date moves
 * on by `duration` calendar months when auto_renewal is not false.
 */
async function createManual(ctx: AreaContext, body: CreateMemberPaymentBody, gymName: string, key?: string) {
  const memberId = body.member_id!;
  const date = paymentDay(ctx, body.payment_date);
  const month = monthStart(date);
  const attempt = () =>
    ctx.db.$transaction(async (tx) => {
      const row = await lockedMonth(ctx, tx, memberId, month, body.amount);
      await receive(ctx, tx, row, { amountPaise: toPaise(body.amount!), method: body.payment_method, date, key });
      if (body.description) await repo(ctx).updateDetails(tx, row.id, { notes: body.description });
      if (body.auto_renewal !== false) {
        const member = (await repo(ctx).member(memberId, ctx.today(), tx))!;
        const base = member.renewal_date > date ? member.renewal_date : date;
        await repo(ctx).renew(tx, memberId, addMonthsTo(base, body.duration ?? 1));
      }
      return row.id;
    });
  const id = await inTx(ctx, attempt, async () => (await lockless(ctx, memberId, month))!);
  return presentOne(ctx, id, gymName);
}

async function lockless(ctx: AreaContext, memberId: number, month: string) {
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

// ---- create by member (Record Payment popup) ----

export async function createByMember(ctx: AreaContext, body: CreateByMemberBody, gymName: string, key?: string) {
  const date = paymentDay(ctx, body.payment_date);
  const month = monthStart(ctx.today());
  const id = await inTx(
    ctx,
    (tx) =>
      (async () => {
        const row = await lockedMonth(ctx, tx, body.member_id, month, body.amount_paid);
        await receive(ctx, tx, row, { amountPaise: toPaise(body.amount_paid), method: body.payment_method, date, key });
        await renew(ctx, tx, body.member_id, body.renewal_date);
        return row.id;
      })(),
    async () => (await lockless(ctx, body.member_id, month))!,
  );
  return presentOne(ctx, id, gymName);
}

// ---- smart tracking ----

export async function paymentsByMonth(
  ctx: AreaContext,
  year: number | undefined,
  month: number | undefined,
  gymName: string,
) {
  const today = ctx.today();
  const first = `${year ?? today.slice(0, 4)}-${month ? String(month).padStart(2, "0") : today.slice(5, 7)}-01`;
  const upi = await payee(ctx, gymName);
  const members = (await repo(ctx).byMonth(first, today)).map((r) => toMonthlyMember(r, today, upi));
  const breakdown = Object.fromEntries(MONTHLY_STATUSES.map((s) => [s, 0])) as Record<MonthlyStatus, number>;
  let due = 0;
  let paid = 0;
  for (const m of members) {
    breakdown[m.payment_status] += 1;
    if (m.payment_id !== null) {
      due += toPaise(String(m.amount_due)) + toPaise(String(m.late_fee));
      paid += toPaise(String(m.amount_paid));
    }
  }
  return {
    month_info: {
      month: first.slice(0, 7),
      month_name: monthName(first),
      total_members: members.length,
      collection_rate: collectionRate(breakdown.PAID, members.length),
      status_breakdown: breakdown,
      total_due: paiseToRupees(due),
      total_paid: paiseToRupees(paid),
    },
    members,
  };
}

export async function autoGenerate(ctx: AreaContext) {
  const today = ctx.today();
  const month = monthStart(today);
  const { overdue, upcoming } = await repo(ctx).autoGenerate(month, dueDateOf(month), today);
  return { created_overdue: overdue, created_upcoming: upcoming };
}

export async function gymMembers(ctx: AreaContext, search: string | undefined, limit: number) {
  const [rows, settings] = await Promise.all([repo(ctx).members(search, limit, ctx.today()), repo(ctx).settings()]);
  return rows.map((r) =>
    toGymMember({
      ...r,
      plan_name: r.plan_name ?? (r.plan_amount === null ? (settings?.default_plan_name ?? null) : null),
      plan_amount: r.plan_amount ?? settings?.default_plan_amount ?? null,
    }),
  );
}

// ---- timeline ----

export async function memberTimeline(ctx: AreaContext, memberId: number, months: number, gymName: string) {
  const today = ctx.today();
  const rs = repo(ctx);
  const [member, settings] = await Promise.all([rs.member(memberId, today), rs.settings()]);
  if (!member) throw notFound(PAYMENT_MEMBER_NOT_FOUND);
  const current = monthStart(today);
  const rows = await rs.timeline(memberId, addMonthsTo(current, -(months - 1)), addMonthsTo(current, 1));
  const [invoices] = await rs.invoices({ payment_ids: rows.map((r) => r.id), limit: 1000, offset: 0 });
  const upi = upiPayee(settings, gymName);
  const amount = member.plan_amount ?? settings?.default_plan_amount ?? null;
  return {
    member: {
      id: member.id,
      name: member.full_name,
      current_plan: planLabelOf(
        member.plan_name ?? (member.plan_amount ? null : (settings?.default_plan_name ?? null)),
        amount,
      ),
      plan_amount: amount === null ? null : paiseToRupees(toPaise(amount)),
      status: member.status,
      renewal_date: member.renewal_date,
      days_left: member.days_left,
      phone: member.phone,
    },
    payment_timeline: rows.map((r) => {
      const p = toMemberPayment(r, today, upi);
      return {
        id: p.id,
        payment_id: p.id,
        month: p.membership_month.slice(0, 7),
        month_name: p.membership_month_display,
        status: p.payment_status,
        amount_paid: p.amount_paid,
        amount_due: p.amount_due,
        late_fee: p.late_fee,
        remaining_amount: p.remaining_amount,
        payment_date: p.payment_date,
        payment_method: p.payment_method,
        reference_number: p.reference_number,
        upi_link: p.upi_link,
        invoices: invoices
          .filter((i) => i.payment_id === r.id)
          .map((i) => ({
            invoice_id: i.invoice_id,
            invoice_number: i.invoice_number,
            amount: paiseToRupees(toPaise(i.amount)),
          })),
      };
    }),
  };
}
