import { mkdir } from "node:fs/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readMultipartBody, type UploadLimits } from "../uploads/multipart-reader.ts";
import { removeTempFiles, sweepTempFiles, tempDirOf } from "../uploads/temp-files.ts";

export type { UploadLimits } from "../uploads/multipart-reader.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    upload?: UploadLimits;
  }
  interface FastifyRequest {
    /** This request's temporary files: the only paths an `UploadedFile` may have (issue 7 §1). */
    uploadTemps: string[];
  }
}

/**
 * Multipart bodies become plain objects (uploads/multipart-reader.ts): text fields as strings, files
 * as `UploadedFile`s already streamed to a temporary folder. Temporary files a handler did not keep
 * are deleted after the response, and the list is emptied so no `UploadedFile` outlives its request.
 * At start, the files a killed process left there are removed (decision 0211).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { uploadDir: string }) => {
  const tmpDir = tempDirOf(opts.uploadDir);
  await mkdir(tmpDir, { recursive: true });
  // The one clock read of the uploads: how old a leftover file is (housekeeping, not a business time).
  const removed = await sweepTempFiles(tmpDir, Date.now(), performance.timeOrigin);
  if (removed > 0) app.log.info({ removed }, "removed temporary upload files no running request owns");
  app.decorateRequest("uploadTemps", null as unknown as string[]);
  app.addHook("onRequest", async (request, reply) => {
    request.uploadTemps = [];
    // Also when the client goes away before the answer (onResponse does not run then).
    reply.raw.once("close", () => void removeTemps(request));
  });

  // Registered before the auth plugin, so this runs first among the preValidation hooks: a form's
  // `token` field is known (and verified) before the auth check reads the body.
  await app.register(multipart, { attachFieldsToBody: false });
  app.addHook("preValidation", async (request) => {
    if (request.isMultipart()) request.body = await readMultipartBody(request, tmpDir);
  });

  app.addHook("onResponse", async (request) => removeTemps(request));
});

function removeTemps(request: FastifyRequest): Promise<void> {
  return removeTempFiles(request.uploadTemps.splice(0));
}
