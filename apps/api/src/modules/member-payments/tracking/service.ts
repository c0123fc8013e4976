import {
  type ByMonthQuery,
  byMonthResponse,
  collectionRate,
  INVALID_PAYMENT_ID,
  MONTHLY_STATUSES,
  type MonthInfo,
  type MonthlyStatus,
  monthName,
  monthStart,
  type PaymentMethod,
  paiseToRupees,
  paymentsMarkedPaid,
  toPaise,
} from "@gym/contracts";
import { BULK_TRANSACTION } from "../../../db/bulk-transaction.ts";
import { compiledSerializer } from "../../../lib/compiled-serializer.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { chainRepository } from "../chain-repository.ts";
import { payee, paymentDay, repo } from "../payments/service.ts";
import { toMemberPayment, type UpiPayee, upiPayee } from "../present.ts";
import { inTx, lockForPayment, receiveAll, settleAll } from "../receipts.ts";
import { changesRepository } from "./changes-repository.ts";
import { keptOr, monthKey } from "./month-cache.ts";
import { toMonthlyMember } from "./present.ts";
import { trackingRepository } from "./repository.ts";
import { isKeptMonth, summaryRepository } from "./summary-repository.ts";

/** The first day of the asked month (the current month by default). */
export function askedMonth(today: string, year?: number, month?: number): string {
  const y = year ?? Number(today.slice(0, 4));
  const m = month ?? Number(today.slice(5, 7));
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
}

/**
 * The monthly view's answer as sent, compiled from the contract (issue 28 §3, decision 0413); held equal to the
 * zod-encoded answer by test/member-payments/by-month-serializer.test.ts.
 */
const serializeByMonth = compiledSerializer(byMonthResponse);

/**
 * Smart tracking's monthly view (part 2 §3 "Monthly payments response"; decision 0188): the month's
 * counts and money over every member, aggregated in SQL, and one page of members with their record.
 * The collection rate is the one of decision 0245 (members billed for the month who have paid).
 * Returns the answer's JSON text: kept as sent (decision 0413), so a request the stamp has not moved for costs
 * the stamp's statement and a lookup, not 100 members presented and serialised again.
 */
export async function paymentsByMonth(ctx: AreaContext, q: ByMonthQuery, gymName: string): Promise<string> {
  const today = ctx.today();
  const first = askedMonth(today, q.year, q.month);
  // The answers are kept against the change stamp of what they read (decision 0380). The stamp is read first, in
  // its own statement, so whatever is computed after it is at least as new as the stamp it is kept under.
  const settings = await changesRepository(ctx).stamp();
  const at = [ctx.schema, settings.stamp, first, today];
  // The payee is in the links of the page: the settings' (under the stamp) or, without a payee name, the gym's.
  const upi = upiPayee(settings, gymName);
  const sent = await keptOr(
    monthKey([...at, "answer", q.search, q.payment_status, q.page_size, q.page, upi?.vpa, upi?.name]),
    (answer) => answer.rows,
    async () => {
      const view = await monthView(ctx, q, { first, today, at, waiting: settings.waiting, upi });
      return { text: serializeByMonth({ success: true, ...view }), rows: view.members.length };
    },
  );
  return sent.text;
}

/** The month's totals (kept, shared by every page of the month) and the asked page, presented. */
async function monthView(
  ctx: AreaContext,
  q: ByMonthQuery,
  { first, today, at, waiting, upi }: { first: string; today: string; at: string[]; waiting: boolean; upi: UpiPayee },
) {
  const tracking = trackingRepository(ctx);
  const filter = {
    month: first,
    today,
    search: q.search,
    status: q.payment_status,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  };
  // Without a search the month's totals count the page's rows already (the same rows by status), so the page
  // is read without a count and stops after its rows (issue 28 §3).
  const [totals, page] = await Promise.all([
    keptOr(
      monthKey([...at, "totals"]),
      (t) => t.length,
      // The current month and its neighbours are kept with the records (decision 0396): a miss brings them up to
      // date for the members written since and sums a few hundred groups, instead of passing over every member.
      () =>
        isKeptMonth(first, today)
          ? summaryRepository(ctx).monthTotals(first, today, waiting)
          : tracking.monthTotals(first, today),
    ),
    q.search
      ? tracking.monthPage(filter)
      : tracking.monthPageRows(filter).then((rows) => ({ rows, count: null as number | null })),
  ]);
  const breakdown = Object.fromEntries(MONTHLY_STATUSES.map((s) => [s, 0])) as Record<MonthlyStatus, number>;
  let total = 0;
  let due = 0;
  let paid = 0;
  let billed = 0;
  let billedPaid = 0;
  let leftOut = 0;
  for (const t of totals) {
    breakdown[t.status] = t.members;
    total += t.members;
    due += toPaise(t.due);
    paid += toPaise(t.paid);
    billed += t.billed;
    billedPaid += t.billed_paid;
    leftOut += t.left_out;
  }
  const count = page.count ?? (q.payment_status ? breakdown[q.payment_status] : total);
  const month_info: MonthInfo = {
    month: first.slice(0, 7),
    month_name: monthName(first),
    total_members: total,
    collection_rate: collectionRate(billedPaid, billed),
    status_breakdown: breakdown,
    total_due: paiseToRupees(due),
    total_paid: paiseToRupees(paid),
    members_billed: billed,
    members_paid: billedPaid,
    suspended_left_out: leftOut,
  };
  return { month_info, members: page.rows.map((r) => toMonthlyMember(r, today, upi)), count };
}

/**
 * Auto-generate (part 2 §7, decision 0240 §6): for every member who is not suspended, has an amount and
 * no open bill, their next bill when its month is this month or earlier. A lapsed member owes their
 * next period (Overdue, with its fee), not a growing pile of months: one open bill per member. One
 * set-based statement (`insertNextBills`, decision 0292); the unique key makes a second or parallel call a no-op.
 */
export async function autoGenerate(ctx: AreaContext) {
  const today = ctx.today();
  const { created, overdue } = await chainRepository(ctx).insertNextBills(today, monthStart(today));
  return { created_overdue: overdue, created_upcoming: created - overdue };
}

/**
 * All or nothing (decision 0184): every id must be a record of this gym, else nothing is paid and the
 * answer names the unknown ids. Settled and cancelled records are left as they are. Set-based (issue 21
 * §5a): the receipts, invoice numbers, ledger rows and renewals of the whole set are a few statements.
 */
export async function bulkMarkPaid(
  ctx: AreaContext,
  body: { payment_ids: number[]; payment_method: PaymentMethod; payment_date?: string },
  gymName: string,
) {
  const date = await paymentDay(ctx, body.payment_date);
  const ids = [...new Set(body.payment_ids)];
  const received = await inTx(
    ctx,
    undefined,
    async (tx) => {
      const rows = await lockForPayment(ctx, tx, ids);
      if (rows.length !== ids.length) {
        const found = new Set(rows.map((r) => r.id));
        throw badRequest(INVALID_PAYMENT_ID, { invalid_ids: ids.filter((i) => !found.has(i)) });
      }
      const open = rows.filter((row) => !row.cancelled);
      const paid = await receiveAll(
        ctx,
        tx,
        open.map((row) => ({ row, receipt: { method: body.payment_method, date } })),
      );
      await settleAll(
        ctx,
        tx,
        paid.filter((r) => r.settled).map((r) => ({ member_id: r.row.member_id, period_to: r.row.period_to })),
      );
      return paid.length;
    },
    async () => 0,
    // Up to 1,000 records, each row audited: seconds on a busy machine, past Prisma's 5 s (decision 0395).
    BULK_TRANSACTION,
  );
  const today = ctx.today();
  const upi = await payee(ctx, gymName);
  const rows = new Map((await repo(ctx).findMany(ids)).map((r) => [r.id, r]));
  const updated = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toMemberPayment(row, today, upi)] : [];
  });
  return { updated, message: paymentsMarkedPaid(received) };
}
