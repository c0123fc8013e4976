import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { type MemberPaymentSummaryItem, type PaymentTotals, summarizePayments } from "../utils/finance.ts";
import type { ReportPeriod } from "../utils/report-period.ts";
import { MEMBER_PAYMENT_SUMMARY_PATH, memberPaymentSummaryQuery } from "./home-reads.ts";

/** GET /api/expenses/reports/member-payment-summary/ (part 1 §7): its path in home-reads.ts, for the first screen. */
export { MEMBER_PAYMENT_SUMMARY_PATH };

interface ServerTotals {
  members?: number;
  members_paid?: number;
  total_paid?: number;
  total_pending?: number;
  overdue_count?: number;
  collection_rate?: number;
}

/**
 * The period's payment figures. Our API adds `totals` (computed in SQL over every member, decision 0166),
 * so one summary row is enough; a server without them gets the documented client's computation over
 * its `member_summaries`. Failures are tolerated (part 1 §7): no summaries, no collection rate.
 */
export async function getMemberPaymentSummary(period: ReportPeriod, signal?: AbortSignal): Promise<PaymentTotals> {
  try {
    const answer = await apiRequest<{ member_summaries?: unknown; totals?: ServerTotals }>(
      MEMBER_PAYMENT_SUMMARY_PATH,
      {
        query: memberPaymentSummaryQuery(period),
        ...(signal ? { signal } : {}),
      },
    );
    const t = answer?.totals;
    if (t && typeof t.members === "number") {
      return {
        members: t.members,
        paidMembers: t.members_paid ?? 0,
        totalPaid: t.total_paid ?? 0,
        totalPending: t.total_pending ?? 0,
        overdue: t.overdue_count ?? 0,
        collectionRate: t.members === 0 ? null : (t.collection_rate ?? null),
      };
    }
    const items = Array.isArray(answer?.member_summaries)
      ? (answer.member_summaries as MemberPaymentSummaryItem[])
      : [];
    return summarizePayments(items);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return summarizePayments([]);
  }
}

export const memberPaymentSummaryQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.memberPaymentSummary(period.start_date, period.end_date),
    queryFn: ({ signal }) => getMemberPaymentSummary(period, signal),
    retry: false,
  });

export function useMemberPaymentSummary(period: ReportPeriod) {
  return useQuery(memberPaymentSummaryQueryOptions(period));
}
