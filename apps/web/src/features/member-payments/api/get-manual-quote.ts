import type { ManualQuoteResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/**
 * GET /api/expenses/member-payments/manual-quote/ (designed, decision 0241): what the manual screen's
 * "duration N" costs on the payment date, counted as create/ counts it.
 */
export const MANUAL_QUOTE_PATH = "/api/expenses/member-payments/manual-quote/";

export function getManualQuote(memberId: number, duration: number, paymentDate: string, signal?: AbortSignal) {
  return apiRequest<ManualQuoteResponse>(MANUAL_QUOTE_PATH, {
    query: { member_id: memberId, duration, payment_date: paymentDate },
    ...(signal ? { signal } : {}),
  });
}

export const manualQuoteQueryOptions = (memberId: number, duration: number, paymentDate: string) =>
  queryOptions({
    queryKey: paymentKeys.manualQuote(memberId, duration, paymentDate),
    queryFn: ({ signal }) => getManualQuote(memberId, duration, paymentDate, signal),
  });

/** Asked only for a duration and a date the call takes (`enabled`). */
export function useManualQuote(memberId: number, duration: number, paymentDate: string, enabled: boolean) {
  return useQuery({ ...manualQuoteQueryOptions(memberId, duration, paymentDate), enabled });
}
