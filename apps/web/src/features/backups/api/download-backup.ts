import { useMutation } from "@tanstack/react-query";
import { handleUnauthorized } from "../../../lib/api-client.ts";
import { ApiError, readServerErrorTexts } from "../../../lib/api-error.ts";
import { getToken } from "../../../lib/session-storage.ts";

/** GET /api/settings/backup/download/ (designed, decision 0273): the last good backup's file. */
export const BACKUP_DOWNLOAD_PATH = "/api/settings/backup/download/";

/** Fetches the file (a zip, not JSON) with the session's token and hands it to the browser as a download. */
export async function downloadBackup(): Promise<string> {
  const token = getToken();
  const response = await fetch(BACKUP_DOWNLOAD_PATH, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (response.status === 401) handleUnauthorized();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    throw new ApiError(response.status, readServerErrorTexts(body), body, `Request failed (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "backup.zip";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
