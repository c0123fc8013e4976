import { z } from "@gym/contracts";
import { badRequest } from "../lib/http-errors.ts";

/**
 * A multipart file part, already streamed to one of its request's temporary files with its size
 * checked. Only the multipart reader (multipart-reader.ts) makes one: a class instance with a private
 * field, which no JSON body, form text field or look-alike object can produce (issue 7 §1), and whose
 * path must still be one of its own request's temporary files when it is used.
 */
export class UploadedFile {
  readonly kind = "upload" as const;
  /** The request's temporary files (request.uploadTemps): emptied once the response is sent. */
  readonly #temps: readonly string[];

  constructor(
    readonly fieldname: string,
    /** The name the browser sent; never used on disk. */
    readonly filename: string,
    /** The type the browser claimed; the content decides (see media-types.ts). */
    readonly mimetype: string,
    readonly path: string,
    readonly size: number,
    temps: readonly string[],
    /** The route's limit for this field: the stored (re-encoded) image is held to it too (decision 0212). */
    readonly limit: SizeLimit = { maxBytes: 10 * MB, tooLarge: (bytes) => tooLargeText(fieldname, bytes, 10 * MB) },
  ) {
    if (!temps.includes(path)) throw new Error("An uploaded file must be one of its request's temporary files");
    this.#temps = temps;
    Object.freeze(this);
  }

  /** A real upload of a request still being answered (`#temps in` also refuses objects made from the prototype). */
  static isLive(value: unknown): value is UploadedFile {
    return (
      typeof value === "object" &&
      value !== null &&
      #temps in value &&
      (value as UploadedFile).#temps.includes((value as UploadedFile).path)
    );
  }
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return UploadedFile.isLive(value);
}

/** What every reader of an upload's bytes calls first: a forged or stale "file" never reaches the disk. */
export function assertUploadedFile(value: unknown): asserts value is UploadedFile {
  if (!isUploadedFile(value)) throw badRequest(NOT_AN_UPLOAD);
}

export const NOT_AN_UPLOAD = "A file must be sent as a part of a multipart/form-data request";

/**
 * An optional multipart file field: blank (or null) means absent; anything else that is not this
 * request's own upload (text, a JSON object shaped like one) is refused with `error`.
 */
export const optionalUpload = (error: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.custom<UploadedFile>(isUploadedFile, { error }).optional(),
  );

export const MB = 1024 * 1024;

/** The largest file a field accepts and the route's refusal text for a bigger one (upload-limits.ts). */
export interface SizeLimit {
  maxBytes: number;
  /** Receives the real size in bytes. */
  tooLarge(bytes: number): string;
}

/** The refusal of a route that gives no text of its own. */
export function tooLargeText(field: string, bytes: number, max: number): string {
  return `${field}: the file is too large (${formatMegabytes(bytes)}MB). Maximum allowed size is ${formatMegabytes(max).replace(/\.00$/, "")}MB.`;
}

/** Sizes as the spec writes them in messages: "5.23MB". */
export function formatMegabytes(bytes: number): string {
  return (bytes / MB).toFixed(2);
}
