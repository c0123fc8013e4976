import { useQuery } from "@tanstack/react-query";
import { paymentsQueryOptions } from "../../../lib/member-payment-records.ts";

/**
 * The member's monthly records, newest first, paged by the server: GET /api/expenses/member-payments/?member_id=
 * through its one client (src/lib/member-payment-records.ts).
 */
export const MEMBER_HISTORY_PAGE_SIZE_PAYMENTS = 10;

export function useMemberPayments(memberId: number, page: number) {
  return useQuery(paymentsQueryOptions({ member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_PAYMENTS }));
}
