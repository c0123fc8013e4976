import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { getStoredUser } from "../../../lib/session-storage.ts";
import type { ReportPeriod } from "../utils/report-period.ts";

/** GET /api/expenses/reports/expense-summary/ (part 1 §7): income and expenses of a period. */
export const EXPENSE_SUMMARY_PATH = "/api/expenses/reports/expense-summary/";

export interface ExpenseSummary {
  total_income: number;
  total_expenses: number;
  net_profit: number;
  period: string | null;
}

export const ZERO_EXPENSE_SUMMARY: ExpenseSummary = { total_income: 0, total_expenses: 0, net_profit: 0, period: null };

/**
 * Part 1 §7: "Failures of these two are tolerated, falling back to zero totals and empty summaries."
 * So this never throws (except when React Query cancels it): the tiles show ₹0 instead of an error.
 */
export async function getExpenseSummary(period: ReportPeriod, signal?: AbortSignal): Promise<ExpenseSummary> {
  try {
    const answer = await apiRequest<{ summary?: Partial<ExpenseSummary> }>(EXPENSE_SUMMARY_PATH, {
      query: { schema_name: getStoredUser()?.schema_name, start_date: period.start_date, end_date: period.end_date },
      ...(signal ? { signal } : {}),
    });
    return { ...ZERO_EXPENSE_SUMMARY, ...answer?.summary };
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return ZERO_EXPENSE_SUMMARY;
  }
}

export const expenseSummaryQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.expenseSummary(period.start_date, period.end_date),
    queryFn: ({ signal }) => getExpenseSummary(period, signal),
    retry: false,
  });

export function useExpenseSummaryQuery(period: ReportPeriod) {
  return useQuery(expenseSummaryQueryOptions(period));
}
