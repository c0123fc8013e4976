/** A multipart file part, already streamed to a temporary file with its size checked. */
export interface UploadedFile {
  readonly kind: "upload";
  fieldname: string;
  /** The name the browser sent; never used on disk. */
  filename: string;
  /** The type the browser claimed; the content decides (see media-types.ts). */
  mimetype: string;
  path: string;
  size: number;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === "object" && value !== null && (value as UploadedFile).kind === "upload";
}

export const MB = 1024 * 1024;

/** Sizes as the spec writes them in messages: "5.23MB". */
export function formatMegabytes(bytes: number): string {
  return (bytes / MB).toFixed(2);
}
