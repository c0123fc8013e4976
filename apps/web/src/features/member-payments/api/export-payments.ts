import type { QueryValue } from "../../../lib/api-client.ts";
import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/** GET /api/expenses/member-payments/export/ (designed, decision 0277): the payment history with its filters. */
export const EXPORT_PAYMENTS_PATH = "/api/expenses/member-payments/export/";

export function exportPayments(filters: Record<string, QueryValue>, format: "csv" | "xlsx"): Promise<DownloadedFile> {
  return downloadFile(EXPORT_PAYMENTS_PATH, { ...filters, format }, `member-payments.${format}`);
}
