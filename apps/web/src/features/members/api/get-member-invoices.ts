import type { ListInvoicesResponse } from "@gym/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/expenses/invoices/?member_id= (part 2 §7): the member's receipts, each a tax invoice with its PDF. */
export const MEMBER_INVOICES_PATH = "/api/expenses/invoices/";
export const MEMBER_HISTORY_PAGE_SIZE_INVOICES = 10;

export function getMemberInvoices(memberId: number, page: number, signal?: AbortSignal): Promise<ListInvoicesResponse> {
  return apiRequest<ListInvoicesResponse>(MEMBER_INVOICES_PATH, {
    query: { member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_INVOICES },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberInvoices(memberId: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(memberId, "invoices", page),
    queryFn: ({ signal }) => getMemberInvoices(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}
