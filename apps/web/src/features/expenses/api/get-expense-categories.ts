import type { ListExpenseCategoriesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { expenseKeys } from "./query-keys.ts";

/** GET /api/expenses/categories/ (part 2 §7): success, categories, message. */
export const EXPENSE_CATEGORIES_PATH = "/api/expenses/categories/";

export function getExpenseCategories(signal?: AbortSignal): Promise<ListExpenseCategoriesResponse> {
  return apiRequest<ListExpenseCategoriesResponse>(EXPENSE_CATEGORIES_PATH, signal ? { signal } : {});
}

export const expenseCategoriesQueryOptions = () =>
  queryOptions({ queryKey: expenseKeys.categories(), queryFn: ({ signal }) => getExpenseCategories(signal) });

export function useExpenseCategories() {
  return useQuery(expenseCategoriesQueryOptions());
}
