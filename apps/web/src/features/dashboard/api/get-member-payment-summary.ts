import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import type { MemberPaymentSummaryItem } from "../utils/finance.ts";

/** GET /api/expenses/reports/member-payment-summary/ (part 1 §7): one summary per member. */
export const MEMBER_PAYMENT_SUMMARY_PATH = "/api/expenses/reports/member-payment-summary/";

/** Failures are tolerated (part 1 §7): an empty list, never an error on the dashboard. */
export async function getMemberPaymentSummary(signal?: AbortSignal): Promise<MemberPaymentSummaryItem[]> {
  try {
    const answer = await apiRequest<{ member_summaries?: unknown }>(
      MEMBER_PAYMENT_SUMMARY_PATH,
      signal ? { signal } : {},
    );
    return Array.isArray(answer?.member_summaries) ? (answer.member_summaries as MemberPaymentSummaryItem[]) : [];
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return [];
  }
}

export const memberPaymentSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.memberPaymentSummary(),
    queryFn: ({ signal }) => getMemberPaymentSummary(signal),
    retry: false,
  });

export function useMemberPaymentSummary() {
  return useQuery(memberPaymentSummaryQueryOptions());
}
