import type { ListRecurringResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { expenseKeys } from "./query-keys.ts";

/** GET /api/expenses/recurring/ (part 2 §7): success, recurring_expenses. */
export const RECURRING_PATH = "/api/expenses/recurring/";

export function getRecurringExpenses(signal?: AbortSignal) {
  return apiRequest<ListRecurringResponse>(RECURRING_PATH, signal ? { signal } : {});
}

export const recurringQueryOptions = () =>
  queryOptions({ queryKey: expenseKeys.recurring(), queryFn: ({ signal }) => getRecurringExpenses(signal) });

export function useRecurringExpenses() {
  return useQuery(recurringQueryOptions());
}
