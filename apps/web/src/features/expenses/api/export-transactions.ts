import type { QueryValue } from "../../../lib/api-client.ts";
import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/** GET /api/expenses/transactions/export/ (designed, decision 0277): income and expenses with the list's filters. */
export const EXPORT_TRANSACTIONS_PATH = "/api/expenses/transactions/export/";

export function exportTransactions(
  filters: Record<string, QueryValue>,
  format: "csv" | "xlsx",
): Promise<DownloadedFile> {
  return downloadFile(EXPORT_TRANSACTIONS_PATH, { ...filters, format }, `income-and-expenses.${format}`);
}
