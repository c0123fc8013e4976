import type { ExpenseSummaryResponse, ReportDateRange } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { expenseKeys } from "./query-keys.ts";

/** GET /api/expenses/summary (part 2 §7): start_date, end_date → success, summary. */
export const EXPENSE_SUMMARY_PATH = "/api/expenses/summary";

export function getExpenseSummary(range: ReportDateRange, signal?: AbortSignal) {
  return apiRequest<ExpenseSummaryResponse>(EXPENSE_SUMMARY_PATH, {
    query: { start_date: range.start_date, end_date: range.end_date },
    ...(signal ? { signal } : {}),
  });
}

export const expenseSummaryQueryOptions = (range: ReportDateRange) =>
  queryOptions({
    queryKey: expenseKeys.summary(range.start_date, range.end_date),
    queryFn: ({ signal }) => getExpenseSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useExpenseSummary(range: ReportDateRange) {
  return useQuery(expenseSummaryQueryOptions(range));
}
