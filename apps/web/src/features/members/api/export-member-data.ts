import { type DownloadedFile, downloadFile } from "../../../lib/api-download.ts";

/** GET /api/members/members/{id}/data-export/ (designed, decision 0301): everything the gym holds about the member, as JSON. */
export const exportMemberDataPath = (id: number) => `/api/members/members/${id}/data-export/`;

export function exportMemberData(id: number): Promise<DownloadedFile> {
  return downloadFile(exportMemberDataPath(id), {}, `member-${id}-data.json`);
}
