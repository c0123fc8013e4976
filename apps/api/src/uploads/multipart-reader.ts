import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { budgetExceeded } from "../auth/unauthenticated-budget.ts";
import { badRequest, HttpError, payloadTooLarge } from "../lib/http-errors.ts";
import { newTempPath, removeTempFiles } from "./temp-files.ts";
import { MB, type SizeLimit, tooLargeText, UploadedFile } from "./uploaded-file.ts";

export interface UploadLimits {
  /** Largest file accepted, per field name (a function) or for every field (a number). */
  maxFileBytes: number | ((fieldname: string) => number);
  /** The refusal text; receives the file's real size. */
  tooLarge?: (fieldname: string, bytes: number) => string;
}

/** No single upload may exceed this, whatever a route allows; busboy stops reading past it. */
const HARD_LIMIT = 60 * MB;
const DEFAULT_LIMITS: UploadLimits = { maxFileBytes: 10 * MB };

/**
 * The longest form text field, in bytes: the longest text any form takes is 5,000 characters (an
 * exercise's instructions), at most 20 KB in UTF-8. A longer field is refused, never cut short.
 */
export const FORM_FIELD_MAX_BYTES = 64 * 1024;

/** Parser limits for every form (issue 7 §5: the per-field limit was 1 MB and 300 fields). */
export const MULTIPART_LIMITS = {
  fileSize: HARD_LIMIT,
  files: 10,
  fields: 100,
  fieldSize: FORM_FIELD_MAX_BYTES,
  parts: 120,
};

export const MALFORMED_MULTIPART = "The form data is malformed or incomplete. Please try again.";
export const fieldTooLong = (field: string) => `${field} is too long (a form field may hold at most 64 KB of text)`;

/**
 * Reads a multipart body into a plain object: text fields as strings (a repeated name as an array),
 * files as `UploadedFile`s streamed to the request's temporary folder, checked against the route's
 * size limit while streaming, never buffered in memory. Without a token in the header or query the
 * body's bytes are metered (decision 0086) and a `token` field is verified the moment it arrives, so
 * an invalid one stops the reading there. Whatever busboy cannot parse is a 400, never a 500. On every
 * failure the request's temporary files are removed before the error leaves (decision 0211).
 */
export async function readMultipartBody(request: FastifyRequest, tmpDir: string): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const meter = meterUntilAuthenticated(request);
  const parts = request.parts({ limits: MULTIPART_LIMITS })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([parts.next(), meter.exceeded]);
      if (next.done) break;
      const part = next.value;
      if (part.type === "file") {
        const file = await saveFile(request, part, tmpDir, meter.signal);
        if (file) add(body, part.fieldname, file);
        continue;
      }
      if (part.valueTruncated) throw payloadTooLarge(fieldTooLong(part.fieldname));
      add(body, part.fieldname, part.value);
      if (part.fieldname === "token" && !request.authenticated && isText(part)) {
        request.authenticated = await request.server.authenticateToken(part.value);
        meter.stop();
      }
    }
    return body;
  } catch (error) {
    // Stop reading: the refusal goes out now and the connection closes (plugins/errors.ts).
    request.raw.unpipe();
    // Nothing of a failed form is used: its files go now, not when (or if) the response hooks run.
    await removeTempFiles(request.uploadTemps?.splice(0) ?? []);
    throw meter.error ?? asClientError(error);
  } finally {
    meter.stop();
  }
}

const isText = (part: MultipartValue): part is MultipartValue<string> =>
  typeof part.value === "string" && part.value !== "";

function add(body: Record<string, unknown>, name: string, value: unknown): void {
  const existing = body[name];
  if (existing === undefined) body[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else body[name] = [existing, value];
}

async function saveFile(
  request: FastifyRequest,
  part: MultipartFile,
  tmpDir: string,
  signal: AbortSignal,
): Promise<UploadedFile | undefined> {
  const limits = request.routeOptions.config.upload ?? DEFAULT_LIMITS;
  const max = typeof limits.maxFileBytes === "function" ? limits.maxFileBytes(part.fieldname) : limits.maxFileBytes;
  const path = newTempPath(tmpDir);
  // The uploads plugin gives a multipart request its list before reading it (plugins/uploads.ts).
  request.uploadTemps ??= [];
  const temps = request.uploadTemps;
  temps.push(path);
  let size = 0;
  // Keeps counting past the limit (writing nothing more) so the refusal can say the real size.
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(null, size > max ? undefined : chunk);
    },
  });
  const out = createWriteStream(path);
  try {
    await pipeline(part.file, counter, out, { signal });
  } catch (error) {
    // A stream destroyed before its file was opened still creates the file once the open completes: wait
    // for that, so the reader's clean-up (after the refusal) finds the file and removes it.
    if (!out.closed) await once(out, "close").catch(() => {});
    throw error;
  }
  const limit: SizeLimit = {
    maxBytes: max,
    tooLarge: (bytes) => limits.tooLarge?.(part.fieldname, bytes) ?? tooLargeText(part.fieldname, bytes, max),
  };
  if (size > max || part.file.truncated) throw payloadTooLarge(limit.tooLarge(size));
  // An empty file input: the field is absent.
  if (size === 0 && !part.filename) return undefined;
  return new UploadedFile(part.fieldname, part.filename, part.mimetype, path, size, temps, limit);
}

interface Meter {
  /** Rejects when the request passes its unauthenticated allowance. */
  exceeded: Promise<never>;
  signal: AbortSignal;
  error: Error | null;
  stop(): void;
}

/** Counts the raw bytes read while the request has no verified token (nothing to count otherwise). */
function meterUntilAuthenticated(request: FastifyRequest): Meter {
  const controller = new AbortController();
  let reject: (error: Error) => void = () => {};
  const exceeded = new Promise<never>((_resolve, fail) => {
    reject = fail;
  });
  exceeded.catch(() => {});
  const ticket = request.authenticated ? null : request.unauthenticatedBody;
  const meter: Meter = { exceeded, signal: controller.signal, error: null, stop: () => {} };
  if (!ticket) return meter;
  const onData = (chunk: Buffer) => {
    if (meter.error || ticket.take(chunk.length)) return;
    meter.error = budgetExceeded();
    request.raw.unpipe();
    controller.abort(meter.error);
    reject(meter.error);
  };
  // Attached in the same tick as busboy's pipe (request.parts() pipes on its first next()), so no chunk is missed.
  request.raw.on("data", onData);
  meter.stop = () => {
    request.raw.off("data", onData);
    ticket.release();
  };
  return meter;
}

/** busboy's and the part streams' failures are the client's malformed body; disk trouble stays a fault. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { statusCode?: unknown; syscall?: unknown };
  if (typeof e?.syscall === "string") return error;
  if (typeof e?.statusCode === "number" && e.statusCode < 500) return error;
  return badRequest(MALFORMED_MULTIPART);
}
