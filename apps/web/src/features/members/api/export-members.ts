import type { QueryValue } from "../../../lib/api-client.ts";
import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/** GET /api/members/members/export/ (designed, decision 0277): the list with its search and status. */
export const EXPORT_MEMBERS_PATH = "/api/members/members/export/";

export function exportMembers(filters: Record<string, QueryValue>, format: "csv" | "xlsx"): Promise<DownloadedFile> {
  return downloadFile(EXPORT_MEMBERS_PATH, { ...filters, format }, `members.${format}`);
}
