import type { ByMonthQuery, ByMonthResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/by-month/ (part 2 §7): month_info and one page of members. */
export const BY_MONTH_PATH = "/api/expenses/member-payments/by-month/";

export type MonthQuery = Partial<Omit<ByMonthQuery, "schema_name" | "token">>;

export function getPaymentsByMonth(query: MonthQuery, signal?: AbortSignal) {
  return apiRequest<ByMonthResponse>(BY_MONTH_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const paymentsByMonthQueryOptions = (query: MonthQuery) =>
  queryOptions({
    queryKey: paymentKeys.byMonth(query),
    queryFn: ({ signal }) => getPaymentsByMonth(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePaymentsByMonth(query: MonthQuery) {
  return useQuery(paymentsByMonthQueryOptions(query));
}
