import type { GstPackTable } from "@gym/contracts";
import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/** GET /api/expenses/reports/gst-pack/ (designed, decision 0276): the accountant's GST pack of a period. */
export const GST_PACK_PATH = "/api/expenses/reports/gst-pack/";

export interface GstPackRequest {
  /** "2026-11" or "2026-27-Q3". */
  period: string;
  format: "xlsx" | "csv";
  /** CSV only: which table. */
  table?: GstPackTable;
}

export function downloadGstPack({ period, format, table }: GstPackRequest): Promise<DownloadedFile> {
  return downloadFile(
    GST_PACK_PATH,
    { period, format, table: format === "csv" ? table : undefined },
    `gst-pack-${period}.${format}`,
  );
}
