import type { BulkUploadResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { handleUnauthorized, parseResponseText } from "../../../lib/api-client.ts";
import { ApiError, isFailureEnvelope, NETWORK_ERROR_TEXT, readServerErrorTexts } from "../../../lib/api-error.ts";
import { getToken } from "../../../lib/session-storage.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/bulk-upload/ (part 1 §7): multipart `file`, token in the Authorization header. */
export const BULK_UPLOAD_PATH = "/api/members/bulk-upload/";
/** Part 1 §8: "Bulk upload: server error, or 'Upload failed', or 'Network error. Please try again.'" */
export const UPLOAD_FAILED = "Upload failed";

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * XMLHttpRequest rather than fetch: only XHR reports how much of the file has been sent,
 * which drives the progress bar. Same rules as the API client: Bearer token, 401 signs out.
 */
export function uploadMembersFile(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  /** The privacy notice's version every member of the sheet was given (decision 0304); absent: no consent. */
  noticeVersion?: string,
): Promise<BulkUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", BULK_UPLOAD_PATH);
    xhr.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = parseResponseText(xhr.responseText);
      if (xhr.status === 401) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300 && !isFailureEnvelope(body)) resolve(body as BulkUploadResponse);
      else reject(new ApiError(xhr.status, readServerErrorTexts(body), body, UPLOAD_FAILED));
    };
    xhr.onerror = () => reject(new ApiError(0, {}, undefined, NETWORK_ERROR_TEXT));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    if (noticeVersion) form.append("privacy_notice_version", noticeVersion);
    xhr.send(form);
  });
}

export function useBulkUploadMembers(onProgress: (progress: UploadProgress) => void) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ file, noticeVersion }: { file: File; noticeVersion?: string }) =>
      uploadMembersFile(file, onProgress, undefined, noticeVersion),
    onSuccess: invalidate,
  });
}

export function bulkUploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return NETWORK_ERROR_TEXT;
    return error.texts.error ?? UPLOAD_FAILED;
  }
  return UPLOAD_FAILED;
}
