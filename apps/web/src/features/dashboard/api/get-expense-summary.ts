import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import type { ReportPeriod } from "../utils/report-period.ts";
import { EXPENSE_SUMMARY_PATH, expenseSummaryQuery } from "./home-reads.ts";

/** GET /api/expenses/reports/expense-summary/ (part 1 §7): its path in home-reads.ts, for the first screen. */
export { EXPENSE_SUMMARY_PATH };

export interface ExpenseSummary {
  total_income: number;
  total_expenses: number;
  net_profit: number;
  period: string | null;
}

const ZERO_EXPENSE_SUMMARY: ExpenseSummary = { total_income: 0, total_expenses: 0, net_profit: 0, period: null };

/**
 * Part 1 §7: "Failures of these two are tolerated". Tolerated means the home still loads (this never throws,
 * except when React Query cancels it), but the failure is `null`, not zero totals: a tile showing ₹0 income
 * would read as a real month without income (issue 8 §4.11), so the tiles say "Unavailable" instead.
 */
export async function getExpenseSummary(period: ReportPeriod, signal?: AbortSignal): Promise<ExpenseSummary | null> {
  try {
    const answer = await apiRequest<{ summary?: Partial<ExpenseSummary> }>(EXPENSE_SUMMARY_PATH, {
      query: expenseSummaryQuery(period),
      ...(signal ? { signal } : {}),
    });
    if (!answer?.summary) return null;
    return { ...ZERO_EXPENSE_SUMMARY, ...answer.summary };
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return null;
  }
}

export const expenseSummaryQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.expenseSummary(period.start_date, period.end_date),
    queryFn: ({ signal }) => getExpenseSummary(period, signal),
    retry: false,
  });

export function useExpenseSummary(period: ReportPeriod) {
  return useQuery(expenseSummaryQueryOptions(period));
}
