import type { DownloadInvoiceResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/expenses/invoices/{id}/download/ (part 2 §7) → invoice{pdf_base64, filename}, saved as a file. */
export const memberInvoicePdfPath = (id: number) => `/api/expenses/invoices/${id}/download/`;

function savePdf(base64: string, filename: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadMemberInvoice(id: number): Promise<string> {
  const answer = await apiRequest<DownloadInvoiceResponse>(memberInvoicePdfPath(id));
  savePdf(answer.invoice.pdf_base64, answer.invoice.filename);
  return answer.invoice.filename;
}

export function useDownloadMemberInvoice() {
  return useMutation({ mutationFn: downloadMemberInvoice });
}
