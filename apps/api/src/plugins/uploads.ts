import { mkdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readMultipartBody, type UploadLimits } from "../uploads/multipart-reader.ts";

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
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { uploadDir: string }) => {
  const tmpDir = join(opts.uploadDir, ".tmp");
  await mkdir(tmpDir, { recursive: true });
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

async function removeTemps(request: FastifyRequest): Promise<void> {
  const paths = request.uploadTemps.splice(0);
  await Promise.all(paths.map((p) => unlink(p).catch(() => {})));
}
