import type { UploadLimits } from "./multipart-reader.ts";
import { formatMegabytes } from "./uploaded-file.ts";

/** The largest file a field accepts and the spec's refusal text for a bigger one. */
export interface FileLimit {
  maxBytes: number;
  /** `megabytes` is the file's real size as the spec writes it ("5.23"); `field` the form field. */
  tooLarge: (megabytes: string, field: string) => string;
}

/**
 * A route's `config.upload`: one limit for every file field, or `byField` overrides (an exercise's
 * `main_video` may be 50 MB while its images stay at 5 MB). Refused while streaming (multipart-reader.ts).
 */
export function uploadLimits(all: FileLimit, byField: Record<string, FileLimit> = {}): UploadLimits {
  const limitOf = (field: string) => byField[field] ?? all;
  return {
    maxFileBytes: (field) => limitOf(field).maxBytes,
    tooLarge: (field, bytes) => limitOf(field).tooLarge(formatMegabytes(bytes), field),
  };
}
