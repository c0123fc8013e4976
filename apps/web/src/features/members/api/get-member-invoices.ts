import { useQuery } from "@tanstack/react-query";
import { invoicesQueryOptions } from "../../../lib/invoices.ts";

/** The member's receipts, each a tax invoice with its PDF: GET /api/expenses/invoices/?member_id= through its one client (src/lib/invoices.ts). */
export const MEMBER_HISTORY_PAGE_SIZE_INVOICES = 10;

export function useMemberInvoices(memberId: number, page: number) {
  return useQuery(invoicesQueryOptions({ member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_INVOICES }));
}
