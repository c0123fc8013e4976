import { z } from "@gym/contracts";

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

/**
 * An optional multipart file field: blank (or null) means absent; text where a file belongs is
 * refused with `error`.
 */
export const optionalUpload = (error: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.custom<UploadedFile>(isUploadedFile, { error }).optional(),
  );

export const MB = 1024 * 1024;

/** Sizes as the spec writes them in messages: "5.23MB". */
export function formatMegabytes(bytes: number): string {
  return (bytes / MB).toFixed(2);
}
