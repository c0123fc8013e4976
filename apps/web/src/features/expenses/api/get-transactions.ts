import type { ListTransactionsResponse, TransactionFilters } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { expenseKeys } from "./query-keys.ts";

/**
 * GET /api/expenses/transactions/ (part 2 §7): start_date, end_date, transaction_type (lower-cased);
 * search, category, payment method and member are server filters here, and the list is paged.
 */
export const TRANSACTIONS_PATH = "/api/expenses/transactions/";

export function getTransactions(filters: TransactionFilters, signal?: AbortSignal) {
  const { transaction_type, ...rest } = filters;
  return apiRequest<ListTransactionsResponse>(TRANSACTIONS_PATH, {
    query: { ...rest, transaction_type: transaction_type?.toLowerCase() } as Record<
      string,
      string | number | undefined
    >,
    ...(signal ? { signal } : {}),
  });
}

export const transactionsQueryOptions = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: expenseKeys.transactions(filters),
    queryFn: ({ signal }) => getTransactions(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactions(filters: TransactionFilters) {
  return useQuery(transactionsQueryOptions(filters));
}
