import type { DownloadInvoiceResponse, ListInvoicesResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";
import { saveFile } from "./api-download.ts";
import { paymentRecordKeys } from "./member-payment-records.ts";

/**
 * GET /api/expenses/invoices/ (part 2 §7): invoices[], newest first, searched by member name or filtered
 * by member_id, paged. GET /api/expenses/invoices/{id}/download/ → invoice{pdf_base64, filename}. The one
 * client of both (decision 0233): the member payments screens and the member profile's Invoices list
 * (decision 0260). Keyed under the member payments' root, so a payment (which reloads that root) reloads
 * every invoices list.
 */
export const INVOICES_PATH = "/api/expenses/invoices/";
export const invoicePdfPath = (id: number) => `/api/expenses/invoices/${id}/download/`;
/** GET .../{id}/credit-note/ (designed, decision 0334): a voided tax invoice's credit note, the same shape. */
export const creditNotePdfPath = (id: number) => `/api/expenses/invoices/${id}/credit-note/`;

export interface InvoicesQuery {
  search?: string;
  member_id?: number;
  page?: number;
  page_size?: number;
}

export const invoiceKeys = {
  lists: () => [...paymentRecordKeys.all, "invoices"] as const,
  list: (query: InvoicesQuery) => [...invoiceKeys.lists(), query] as const,
};

export function getInvoices(query: InvoicesQuery, signal?: AbortSignal): Promise<ListInvoicesResponse> {
  return apiRequest<ListInvoicesResponse>(INVOICES_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: "application/pdf" });
}

/**
 * Fetches a PDF the API answers as invoice{pdf_base64, filename} (an invoice from `invoicePdfPath`, or a
 * dues slip, which has the same shape) and saves it as a file; resolves to the file's name.
 */
export async function downloadPdf(path: string): Promise<string> {
  const answer = await apiRequest<DownloadInvoiceResponse>(path);
  saveFile({ blob: pdfBlob(answer.invoice.pdf_base64), filename: answer.invoice.filename });
  return answer.invoice.filename;
}

/** One invoice's PDF, saved as a file. */
export function downloadInvoice(id: number): Promise<string> {
  return downloadPdf(invoicePdfPath(id));
}
