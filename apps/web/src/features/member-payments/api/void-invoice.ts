import type { VoidInvoiceInput, VoidInvoiceResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/invoices/{id}/void/ (designed, decision 0334): managers and owners void a receipt with a reason. */
export const voidInvoicePath = (id: number) => `/api/expenses/invoices/${id}/void/`;

export function voidInvoice({ id, ...body }: VoidInvoiceInput & { id: number }) {
  return apiRequest<VoidInvoiceResponse>(voidInvoicePath(id), { method: "POST", body });
}

/** Voids, then reloads every payment view: the bill owes again, the member's dates moved back. */
export function useVoidInvoice() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: voidInvoice, onSuccess: () => invalidate() });
}
