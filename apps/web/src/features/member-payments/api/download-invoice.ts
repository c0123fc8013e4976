import { useMutation } from "@tanstack/react-query";
import { downloadPdf } from "../../../lib/invoices.ts";

/** GET /api/expenses/member-payments/{id}/dues-slip/ (designed, decision 0185): the same shape. */
export const duesSlipPath = (paymentId: number) => `/api/expenses/member-payments/${paymentId}/dues-slip/`;

/**
 * Downloads a PDF by its path: an invoice's (`invoicePdfPath`, from the endpoint's one client
 * src/lib/invoices.ts) or a dues slip, both answered as invoice{pdf_base64, filename} and saved as a file.
 */
export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
