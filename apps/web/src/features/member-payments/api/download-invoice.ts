import type { DownloadInvoiceResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { savePdf } from "../utils/save-pdf.ts";

/** GET /api/expenses/invoices/{id}/download/ (part 2 §7) → invoice{pdf_base64, filename}, saved as a file. */
export const downloadInvoicePath = (id: number) => `/api/expenses/invoices/${id}/download/`;
/** GET /api/expenses/member-payments/{id}/dues-slip/ (designed, decision 0185): the same shape. */
export const duesSlipPath = (paymentId: number) => `/api/expenses/member-payments/${paymentId}/dues-slip/`;

export async function downloadPdf(path: string): Promise<string> {
  const answer = await apiRequest<DownloadInvoiceResponse>(path);
  savePdf(answer.invoice.pdf_base64, answer.invoice.filename);
  return answer.invoice.filename;
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
