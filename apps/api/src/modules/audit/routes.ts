import { auditEntriesQuery, auditEntriesResponse, auditExportQuery } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { auditCsv } from "./csv.ts";
import { filterOf, listAuditEntries } from "./service.ts";

/** Designed paths (decision 0333): the trail, filtered and paged, and its CSV. Read-only: no route writes it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/audit/entries/",
    { schema: { querystring: auditEntriesQuery, response: { 200: auditEntriesResponse } } },
    async (request) => ({ success: true as const, ...(await listAuditEntries(areaContext(request), request.query)) }),
  );

  app.get("/api/audit/entries/export/", { schema: { querystring: auditExportQuery } }, async (request, reply) => {
    const ctx = areaContext(request);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="audit-trail-${ctx.today()}.csv"`)
      .header("cache-control", "no-store")
      .send(auditCsv(ctx, filterOf(request.query)));
  });
};
