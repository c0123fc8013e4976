import type { QueryValue } from "../../../lib/api-client.ts";
import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/** GET /api/expenses/invoices/export/ (designed, decision 0277): the invoices with their search and member. */
export const EXPORT_INVOICES_PATH = "/api/expenses/invoices/export/";

export function exportInvoices(filters: Record<string, QueryValue>, format: "csv" | "xlsx"): Promise<DownloadedFile> {
  return downloadFile(EXPORT_INVOICES_PATH, { ...filters, format }, `invoices.${format}`);
}
