import { authFields, optionalIsoDate, pageNumber, successBody } from "../../common.ts";
import { addDaysTo } from "../../dates.ts";
import { z } from "../../messages.ts";
import { expenseCategoryType } from "./categories.ts";
import { checkRange } from "./fields.ts";

/**
 * Report ranges (part 2 §2, §9; decision 0165): the gym's calendar days, inclusive. "Report defaults:
 * range from the first of the current month to today. Quarter starts at the month that is a multiple
 * of 3 [counting January as 0: January, April, July, October]; week means the last 7 days."
 */
export const REPORT_QUICK_RANGES = ["today", "week", "month", "quarter", "year"] as const;
export type ReportQuickRange = (typeof REPORT_QUICK_RANGES)[number];
export const REPORT_QUICK_RANGE_LABELS: Record<ReportQuickRange, string> = {
  today: "Today",
  week: "This Week",
  month: "This Month",
  quarter: "This Quarter",
  year: "This Year",
};

export interface ReportDateRange {
  start_date: string;
  end_date: string;
}

export function reportQuickRange(range: ReportQuickRange, today: string): ReportDateRange {
  const year = today.slice(0, 4);
  const month = Number(today.slice(5, 7));
  switch (range) {
    case "today":
      return { start_date: today, end_date: today };
    case "week":
      return { start_date: addDaysTo(today, -6), end_date: today };
    case "month":
      return { start_date: `${today.slice(0, 7)}-01`, end_date: today };
    case "quarter": {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { start_date: `${year}-${String(first).padStart(2, "0")}-01`, end_date: today };
    }
    case "year":
      return { start_date: `${year}-01-01`, end_date: today };
  }
}

/** The range a report covers: what was asked, the missing ends from the default (this month to today). */
export function reportRange(q: { start_date?: string; end_date?: string }, today: string): ReportDateRange {
  const fallback = reportQuickRange("month", today);
  return { start_date: q.start_date ?? fallback.start_date, end_date: q.end_date ?? fallback.end_date };
}

export const expenseSummaryQuery = z
  .object({ ...authFields, start_date: optionalIsoDate, end_date: optionalIsoDate })
  .superRefine(checkRange);
export type ExpenseSummaryQuery = z.infer<typeof expenseSummaryQuery>;

export const expenseBreakdownItem = z.object({
  category_id: z.number().int(),
  name: z.string(),
  category_type: expenseCategoryType,
  amount: z.number(),
});
export type ExpenseBreakdownItem = z.infer<typeof expenseBreakdownItem>;

/** Part 2 §3 "Expense summary"; the lists by category are designed (ids and types for the charts). */
export const expenseSummary = z.object({
  period: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_income: z.number(),
  total_expenses: z.number(),
  net_profit: z.number(),
  transaction_count: z.number().int(),
  category_breakdown: z.object({
    income: z.record(z.string(), z.number()),
    expense: z.record(z.string(), z.number()),
  }),
  income_by_category: z.array(expenseBreakdownItem),
  expense_by_category: z.array(expenseBreakdownItem),
});
export type ExpenseSummary = z.infer<typeof expenseSummary>;
export const expenseSummaryResponse = successBody({ summary: expenseSummary });
export type ExpenseSummaryResponse = z.infer<typeof expenseSummaryResponse>;

// ---- member payment summary (part 2 §3 "Member payment summary item") ----

export const MEMBER_SUMMARY_PAGE_SIZE_DEFAULT = 1000;
export const MEMBER_SUMMARY_PAGE_SIZE_MAX = 1000;

/**
 * GET member-payment-summary (auth only in the documented clients). Designed and optional: a range of
 * membership months (the reports screen's and the home's period) and paging (decision 0166).
 */
export const memberPaymentSummaryQuery = z
  .object({
    ...authFields,
    start_date: optionalIsoDate,
    end_date: optionalIsoDate,
    page: pageNumber(1_000_000, 1),
    page_size: pageNumber(MEMBER_SUMMARY_PAGE_SIZE_MAX, MEMBER_SUMMARY_PAGE_SIZE_DEFAULT),
  })
  .superRefine(checkRange);
export type MemberPaymentSummaryQuery = z.infer<typeof memberPaymentSummaryQuery>;

export const memberPaymentSummaryItem = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  last_payment_date: z.string().nullable(),
  total_due: z.number(),
  total_paid: z.number(),
  total_pending: z.number(),
  overdue_count: z.number().int(),
});
export type MemberPaymentSummaryItem = z.infer<typeof memberPaymentSummaryItem>;

export const memberPaymentTotals = z.object({
  /**
   * Members billed in the range: at least one (not cancelled) record whose membership month begins in the
   * range (decision 0247; a month's bill is dated its first day): "members with summaries".
   */
  members: z.number().int(),
  /** Members who paid something in the range: "members with payments". */
  members_paid: z.number().int(),
  total_due: z.number(),
  total_paid: z.number(),
  total_pending: z.number(),
  overdue_count: z.number().int(),
  /** The one collection rate (decision 0245): members_paid over members, a rounded percent. */
  collection_rate: z.number().int(),
  /** total_paid over total_due, a rounded percent (the reports screen's progress bar). */
  percent_paid: z.number().int(),
  /**
   * Beyond the spec (decision 0247): money received in the range (receipts dated in it, for any month),
   * the member payments inside the range's Total Income. 'Today' shows what came in today.
   */
  received: z.number(),
});
export type MemberPaymentTotals = z.infer<typeof memberPaymentTotals>;

export const memberPaymentSummaryResponse = successBody({
  member_summaries: z.array(memberPaymentSummaryItem),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  totals: memberPaymentTotals,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type MemberPaymentSummaryResponse = z.infer<typeof memberPaymentSummaryResponse>;
