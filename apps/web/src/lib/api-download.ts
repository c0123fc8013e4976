import { buildUrl, handleUnauthorized, parseResponseText, type QueryValue } from "./api-client.ts";
import { ApiError, NETWORK_ERROR_TEXT, readServerErrorTexts } from "./api-error.ts";
import { getToken } from "./session-storage.ts";

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of `content-disposition: attachment; filename="x.csv"`, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * A file the API answers (an export: CSV or XLSX) as bytes with its name. Like `apiRequest` it sends the
 * token as a Bearer header and handles 401; a refusal (a 400 with `{ success: false, message }`) becomes
 * an ApiError with the server's words.
 */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch {
    throw new ApiError(0, {}, undefined, NETWORK_ERROR_TEXT);
  }
  if (!response.ok) {
    const body = parseResponseText(await response.text());
    if (response.status === 401) handleUnauthorized();
    throw new ApiError(response.status, readServerErrorTexts(body), body, `Request failed (${response.status})`);
  }
  return {
    blob: await response.blob(),
    filename: attachmentName(response.headers.get("content-disposition"), fallbackName),
  };
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
