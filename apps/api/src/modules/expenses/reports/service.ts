import {
  collectionRate,
  type ExpenseBreakdownItem,
  type ExpenseSummary,
  type MemberPaymentSummaryQuery,
  reportRange,
} from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { reportsRepository } from "./repository.ts";

const rupees = (text: string) => Number(text);

/** Part 2 §3 "Expense summary" for a range of the gym's days (default: this month to today; decision 0165). */
export async function expenseSummary(
  ctx: AreaContext,
  q: { start_date?: string; end_date?: string },
): Promise<ExpenseSummary> {
  const { start_date, end_date } = reportRange(q, ctx.today());
  const rows = await reportsRepository(ctx).summary(start_date, end_date);
  const total = (type: string) => rows.find((r) => r.category_id === null && r.transaction_type === type);
  const items = (type: string): ExpenseBreakdownItem[] =>
    rows
      .filter((r) => r.category_id !== null && r.transaction_type === type)
      .map((r) => ({
        category_id: r.category_id!,
        name: r.name!,
        category_type: r.category_type!,
        amount: rupees(r.amount),
      }));
  const income = items("INCOME");
  const expense = items("EXPENSE");
  const totalIncome = total("INCOME")?.amount ?? "0";
  const totalExpenses = total("EXPENSE")?.amount ?? "0";
  return {
    period: start_date === end_date ? start_date : `${start_date} to ${end_date}`,
    start_date,
    end_date,
    total_income: rupees(totalIncome),
    total_expenses: rupees(totalExpenses),
    net_profit: rupees(difference(totalIncome, totalExpenses)),
    transaction_count: (total("INCOME")?.transactions ?? 0) + (total("EXPENSE")?.transactions ?? 0),
    category_breakdown: {
      income: Object.fromEntries(income.map((i) => [i.name, i.amount])),
      expense: Object.fromEntries(expense.map((i) => [i.name, i.amount])),
    },
    income_by_category: income,
    expense_by_category: expense,
  };
}

/** Exact `a - b` of two numeric(…,2) texts, in BigInt paise (sums can exceed a JS integer's paise). */
function difference(a: string, b: string): string {
  const paise = (t: string) => {
    const [whole = "0", frac = ""] = t.replace("-", "").split(".");
    const value = BigInt(whole) * 100n + BigInt(frac.padEnd(2, "0").slice(0, 2) || "0");
    return t.startsWith("-") ? -value : value;
  };
  const d = paise(a) - paise(b);
  const abs = d < 0n ? -d : d;
  return `${d < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** Part 2 §3 "Member payment summary item", per member, with the totals the home and the report read. */
export async function memberPaymentSummary(ctx: AreaContext, q: MemberPaymentSummaryQuery) {
  const today = ctx.today();
  const start = q.start_date ?? null;
  const end = q.end_date ?? null;
  const repo = reportsRepository(ctx);
  const [rows, totals] = await Promise.all([
    repo.memberSummaries(today, start, end, q.page_size, (q.page - 1) * q.page_size),
    repo.memberTotals(today, start, end),
  ]);
  return {
    member_summaries: rows.map((r) => ({
      member_id: r.member_id,
      member_code: r.member_code,
      member_name: r.member_name,
      last_payment_date: r.last_payment_date,
      total_due: rupees(r.total_due),
      total_paid: rupees(r.total_paid),
      total_pending: rupees(r.total_pending),
      overdue_count: r.overdue_count,
    })),
    count: totals.members,
    page: q.page,
    page_size: q.page_size,
    totals: {
      members: totals.members,
      members_paid: totals.members_paid,
      total_due: rupees(totals.total_due),
      total_paid: rupees(totals.total_paid),
      total_pending: rupees(totals.total_pending),
      overdue_count: totals.overdue_count,
      collection_rate: collectionRate(totals.members_paid, totals.members),
      percent_paid: totals.percent_paid,
      received: rupees(totals.received),
    },
    start_date: start,
    end_date: end,
  };
}
