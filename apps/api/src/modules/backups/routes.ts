import { createReadStream } from "node:fs";
import { backupStatusQuery, backupStatusResponse } from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { type BackupsContext, backupStatus, lastBackupFile } from "./service.ts";

function backupsContext(request: FastifyRequest): BackupsContext {
  const ctx = areaContext(request);
  return { pool: request.server.db.pool, schema: ctx.schema, backupDir: request.server.env.BACKUP_DIR, now: ctx.now };
}

/** The owner's view of the nightly backup (issue 27 §3; designed paths, decision 0273). */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/settings/backup/",
    { schema: { querystring: backupStatusQuery, response: { 200: backupStatusResponse } } },
    async (request) => ({ success: true as const, ...(await backupStatus(backupsContext(request))) }),
  );

  app.get("/api/settings/backup/download/", { schema: { querystring: backupStatusQuery } }, async (request, reply) => {
    const file = await lastBackupFile(backupsContext(request));
    return reply
      .header("content-type", "application/zip")
      .header("content-length", String(file.bytes))
      .header("content-disposition", `attachment; filename="${file.name}"`)
      .header("cache-control", "no-store")
      .send(createReadStream(file.path));
  });
};
