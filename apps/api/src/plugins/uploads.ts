import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { payloadTooLarge } from "../lib/http-errors.ts";
import { formatMegabytes, MB, type UploadedFile } from "../uploads/uploaded-file.ts";

export interface UploadLimits {
  /** Largest file accepted, per field name (a function) or for every field (a number). */
  maxFileBytes: number | ((fieldname: string) => number);
  /** The refusal text; receives the file's real size. */
  tooLarge?: (fieldname: string, bytes: number) => string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    upload?: UploadLimits;
  }
  interface FastifyRequest {
    uploadTemps: string[];
  }
}

/** No single upload may exceed this, whatever a route allows; busboy stops reading past it. */
const HARD_LIMIT = 60 * MB;
const DEFAULT_LIMITS: UploadLimits = { maxFileBytes: 10 * MB };

/**
 * Multipart bodies become plain objects: text fields as strings, files as `UploadedFile`s already
 * streamed to a temporary folder (never buffered in memory) and checked against the route's size
 * limit while streaming. Temporary files a handler did not keep are deleted after the response.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { uploadDir: string }) => {
  const tmpDir = join(opts.uploadDir, ".tmp");
  await mkdir(tmpDir, { recursive: true });
  app.decorateRequest("uploadTemps", null as unknown as string[]);
  app.addHook("onRequest", async (request) => {
    request.uploadTemps = [];
  });

  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: HARD_LIMIT, files: 20, fields: 300, fieldSize: 1 * MB, parts: 400 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const limits = this.routeOptions.config.upload ?? DEFAULT_LIMITS;
      const max = typeof limits.maxFileBytes === "function" ? limits.maxFileBytes(part.fieldname) : limits.maxFileBytes;
      const path = join(tmpDir, randomUUID());
      this.uploadTemps.push(path);
      let size = 0;
      // Keeps counting past the limit (writing nothing more) so the refusal can say the real size.
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, size > max ? undefined : chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(path));
      if (size > max || part.file.truncated) {
        const message =
          limits.tooLarge?.(part.fieldname, size) ??
          `${part.fieldname}: the file is too large (${formatMegabytes(size)}MB). Maximum allowed size is ${formatMegabytes(max).replace(/\.00$/, "")}MB.`;
        throw payloadTooLarge(message);
      }
      if (size === 0 && !part.filename) {
        // An empty file input: treat the field as absent.
        (part as unknown as { value: undefined }).value = undefined;
        return;
      }
      const file: UploadedFile = {
        kind: "upload",
        fieldname: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        path,
        size,
      };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });

  app.addHook("onResponse", async (request) => {
    await Promise.all(request.uploadTemps.map((p) => unlink(p).catch(() => {})));
  });
});
