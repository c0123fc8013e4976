import type { ListMemberPaymentsQuery, ListMemberPaymentsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/expenses/member-payments/ (part 2 §7): the monthly payment records, filtered by member_id,
 * payment_status, year, month or search, paged by the server. The one client of this endpoint (decision
 * 0233): the member payments history and the member profile's Payments list (decision 0260) read it
 * through here, under the member payments' key root, which every payment reloads.
 */
export const MEMBER_PAYMENT_RECORDS_PATH = "/api/expenses/member-payments/";

export type PaymentsQuery = Partial<Omit<ListMemberPaymentsQuery, "schema_name" | "token">>;

/** Every member-payments query (records, invoices, the tracking views) starts with `all`. */
export const paymentRecordKeys = {
  all: ["member-payments"] as const,
  lists: () => [...paymentRecordKeys.all, "list"] as const,
  list: (query: PaymentsQuery) => [...paymentRecordKeys.lists(), query] as const,
};

export function getPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<ListMemberPaymentsResponse> {
  return apiRequest<ListMemberPaymentsResponse>(MEMBER_PAYMENT_RECORDS_PATH, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export const paymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: paymentRecordKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    placeholderData: keepPreviousData,
  });
