import type { MemberPaymentSummaryResponse, ReportDateRange } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { expenseKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payment-summary (part 2 §7), for the report's range of membership months. */
export const MEMBER_PAYMENT_SUMMARY_PATH = "/api/expenses/member-payment-summary";

/** The report shows the totals only: one row of members is enough to carry them. */
export function getMemberPaymentSummary(range: ReportDateRange, signal?: AbortSignal) {
  return apiRequest<MemberPaymentSummaryResponse>(MEMBER_PAYMENT_SUMMARY_PATH, {
    query: { start_date: range.start_date, end_date: range.end_date, page_size: 1 },
    ...(signal ? { signal } : {}),
  });
}

export const memberPaymentSummaryQueryOptions = (range: ReportDateRange) =>
  queryOptions({
    queryKey: expenseKeys.memberSummary(range.start_date, range.end_date),
    queryFn: ({ signal }) => getMemberPaymentSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useMemberPaymentSummary(range: ReportDateRange) {
  return useQuery(memberPaymentSummaryQueryOptions(range));
}
