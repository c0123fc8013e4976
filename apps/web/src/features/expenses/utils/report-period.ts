import {
  EXPENSE_CATEGORY_TYPE_META,
  type ExpenseBreakdownItem,
  FAILED_TO_FETCH_EXPENSE_SUMMARY,
  REPORT_QUICK_RANGE_LABELS,
  type ReportDateRange,
  type ReportQuickRange,
  reportQuickRange,
  SUMMARY_AUTH_FAILED,
  SUMMARY_AUTH_PARAMS_MISSING,
  SUMMARY_SCHEMA_AND_TOKEN_REQUIRED,
} from "@gym/contracts";
import { ApiError, failureText } from "../../../lib/api-error.ts";
import { formatDate } from "../../../lib/calendar-date.ts";

/** The report's period: a quick range (part 2 §2, §9) or the owner's own From/To. */
export type ReportPeriod = { quick: ReportQuickRange } | { quick: null; range: ReportDateRange };

export function periodRange(p: ReportPeriod, today: string): ReportDateRange {
  return p.quick ? reportQuickRange(p.quick, today) : p.range;
}

/** "This Month (1 Nov 2026 – 26 Nov 2026)" or "1 Aug 2026 – 31 Aug 2026"; one day is one date. */
export function periodLabel(p: ReportPeriod, today: string): string {
  const r = periodRange(p, today);
  const dates =
    r.start_date === r.end_date ? formatDate(r.start_date) : `${formatDate(r.start_date)} – ${formatDate(r.end_date)}`;
  return p.quick ? `${REPORT_QUICK_RANGE_LABELS[p.quick]} (${dates})` : dates;
}

/** The range as it reads after "billed" or "Received" (decision 0245): "today", "this month", "in this period". */
export function periodPhrase(p: ReportPeriod): string {
  if (p.quick === "today") return "today";
  if (p.quick) return `this ${p.quick}`;
  return "in this period";
}

/** Bars for one breakdown, largest first, coloured by the category's type. */
export function breakdownBars(items: readonly ExpenseBreakdownItem[]) {
  return [...items]
    .sort((a, b) => b.amount - a.amount)
    .map((i) => ({
      category: i.name,
      amount: i.amount,
      color: `${EXPENSE_CATEGORY_TYPE_META[i.category_type].color}.6`,
    }));
}

/** Part 2 §8 "Summary screen authentication" texts, else the server's words or 'Failed to fetch expense summary'. */
export function summaryErrorText(error: unknown, fallback = FAILED_TO_FETCH_EXPENSE_SUMMARY): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return SUMMARY_AUTH_FAILED;
    if (error.message.includes(SUMMARY_SCHEMA_AND_TOKEN_REQUIRED)) return SUMMARY_AUTH_PARAMS_MISSING;
  }
  return failureText(error, fallback);
}
