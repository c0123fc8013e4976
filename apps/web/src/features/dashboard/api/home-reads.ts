import { buildUrl } from "../../../lib/api-client.ts";
import { BACKUP_STATUS_PATH } from "../../../lib/early-paths.ts";
import { type ReportPeriod, thisMonth } from "../utils/report-period.ts";

/*
 * The home's reads beside GET /api/dashboard/home/, as path and query without React Query: their api
 * files call them through apiRequest, and app/first-screen.ts starts them with the session check before
 * the app's code has loaded (issue 28 §1, decision 0365), so both build the same URL and the screen
 * takes the early answer. The tiles' revenue and collection rate waited for these after the home's data
 * and its render, one round trip after another.
 */

/** GET /api/expenses/reports/expense-summary/ (part 1 §7): income and expenses of a period. */
export const EXPENSE_SUMMARY_PATH = "/api/expenses/reports/expense-summary/";
/** GET /api/expenses/reports/member-payment-summary/ (part 1 §7): one summary per member. */
export const MEMBER_PAYMENT_SUMMARY_PATH = "/api/expenses/reports/member-payment-summary/";
/** GET /api/attendance/summary/ (designed, decision 0252): today's check-ins, in the gym now, renewals due. */
export const ATTENDANCE_SUMMARY_PATH = "/api/attendance/summary/";

export const expenseSummaryQuery = (period: ReportPeriod) => ({
  start_date: period.start_date,
  end_date: period.end_date,
});

/** One summary row is enough: our API adds the period's `totals` (decision 0166). */
export const memberPaymentSummaryQuery = (period: ReportPeriod) => ({ ...expenseSummaryQuery(period), page_size: 1 });

/** The URLs the home's tiles, front-desk card and backup warning read on a first visit (This Month as of `now`). */
export function homeReadUrls(now: Date = new Date()): string[] {
  const period = thisMonth(now);
  return [
    buildUrl(EXPENSE_SUMMARY_PATH, expenseSummaryQuery(period)),
    buildUrl(MEMBER_PAYMENT_SUMMARY_PATH, memberPaymentSummaryQuery(period)),
    ATTENDANCE_SUMMARY_PATH,
    BACKUP_STATUS_PATH,
  ];
}
