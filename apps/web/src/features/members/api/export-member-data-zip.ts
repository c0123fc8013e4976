import { memberExportZipFilename } from "@gym/contracts";
import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/**
 * GET /api/members/members/{id}/data-export/zip/ (designed, decision 0309): everything the gym holds about
 * the member, as a zip of the JSON plus their invoice PDFs and photos.
 */
export const exportMemberDataZipPath = (id: number) => `/api/members/members/${id}/data-export/zip/`;

export function exportMemberDataZip(id: number): Promise<DownloadedFile> {
  return downloadFile(exportMemberDataZipPath(id), {}, memberExportZipFilename(String(id)));
}
