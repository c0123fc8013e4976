import {
  attendanceSummaryResponse,
  authFields,
  CHECK_INS_DEFAULT_DAYS,
  checkInsQuery,
  checkInsResponse,
  exportQuery,
  todayQuery,
  todayResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { checkInsCsv } from "./csv.ts";
import { attendanceSummary, listCheckIns, rangeOf, todaysCheckIns } from "./service.ts";

/** Designed paths (decision 0252): the day's list, visits over a range or of a member, the CSV, the home card. */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/attendance/today/",
    { schema: { querystring: todayQuery, response: { 200: todayResponse } } },
    async (request) => ({
      success: true as const,
      ...(await todaysCheckIns(areaContext(request), request.query.page, request.query.page_size)),
    }),
  );

  app.get(
    "/api/attendance/check-ins/",
    { schema: { querystring: checkInsQuery, response: { 200: checkInsResponse } } },
    async (request) => ({ success: true as const, ...(await listCheckIns(areaContext(request), request.query)) }),
  );

  app.get("/api/attendance/check-ins/export/", { schema: { querystring: exportQuery } }, async (request, reply) => {
    const ctx = areaContext(request);
    const { from, to } = rangeOf(ctx, request.query, CHECK_INS_DEFAULT_DAYS);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="check-ins-${from}-to-${to}.csv"`)
      .header("cache-control", "no-store")
      .send(checkInsCsv(ctx, from, to));
  });

  app.get(
    "/api/attendance/summary/",
    { schema: { querystring: z.object(authFields), response: { 200: attendanceSummaryResponse } } },
    async (request) => ({ success: true as const, ...(await attendanceSummary(areaContext(request))) }),
  );
};
