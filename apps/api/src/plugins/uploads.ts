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
    /**
     * This request's temporary files: the only paths an `UploadedFile` may have (issue 7 §1). Null until
     * a multipart body is read (no other request can have any).
     */
    uploadTemps: string[] | null;
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
  // Only a multipart request can have temporary files (the reader is their only maker), so only one gets
  // the list and the clean-up: the others skip a listener and two hooks' work (issue 28 §2).
  app.decorateRequest("uploadTemps", null);

  // Registered before the auth plugin, so this runs first among the preValidation hooks: a form's
  // `token` field is known (and verified) before the auth check reads the body.
  await app.register(multipart, { attachFieldsToBody: false });
  app.addHook("preValidation", (request, reply, done) => {
    if (!request.isMultipart()) return done();
    request.uploadTemps = [];
    // Also when the client goes away before the answer (onResponse does not run then).
    reply.raw.once("close", () => void removeTemps(request));
    readMultipartBody(request, tmpDir).then((body) => {
      request.body = body;
      done();
    }, done);
  });

  app.addHook("onResponse", (request, _reply, done) => {
    if (!request.uploadTemps) return done();
    removeTemps(request).then(() => done(), done);
  });
});

function removeTemps(request: FastifyRequest): Promise<void> {
  return removeTempFiles(request.uploadTemps?.splice(0) ?? []);
}
