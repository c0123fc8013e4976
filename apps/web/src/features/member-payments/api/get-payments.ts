import type { ListMemberPaymentsQuery, ListMemberPaymentsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/ (part 2 §7): member_id, payment_status, year, month filters. */
export const PAYMENTS_PATH = "/api/expenses/member-payments/";

export type PaymentsQuery = Partial<Omit<ListMemberPaymentsQuery, "schema_name" | "token">>;

export function getPayments(query: PaymentsQuery, signal?: AbortSignal) {
  return apiRequest<ListMemberPaymentsResponse>(PAYMENTS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const paymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentsQuery) {
  return useQuery(paymentsQueryOptions(query));
}
