import type { ListMemberPaymentsResponse } from "@gym/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/?member_id= (part 2 §7): the member's monthly records, newest first, paged by the server. */
export const MEMBER_PAYMENTS_PATH = "/api/expenses/member-payments/";
export const MEMBER_HISTORY_PAGE_SIZE_PAYMENTS = 10;

export function getMemberPayments(
  memberId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ListMemberPaymentsResponse> {
  return apiRequest<ListMemberPaymentsResponse>(MEMBER_PAYMENTS_PATH, {
    query: { member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_PAYMENTS },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberPayments(memberId: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(memberId, "payments", page),
    queryFn: ({ signal }) => getMemberPayments(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}
