import {
  heatMapResponse,
  notAttendingResponse,
  notPayingResponse,
  reportRangeQuery,
  visitsPerDayResponse,
  worklistQuery,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { heatMap, notAttending, notPaying, visitsPerDay } from "./service.ts";

/** Designed paths (decision 0255): visits per day, the weekday × hour heat map and the two worklists. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/attendance/reports/visits/",
    { schema: { querystring: reportRangeQuery, response: { 200: visitsPerDayResponse } } },
    async (request) => ({ success: true as const, ...(await visitsPerDay(areaContext(request), request.query)) }),
  );

  app.get(
    "/api/attendance/reports/heat-map/",
    { schema: { querystring: reportRangeQuery, response: { 200: heatMapResponse } } },
    async (request) => ({ success: true as const, ...(await heatMap(areaContext(request), request.query)) }),
  );

  app.get(
    "/api/attendance/reports/not-attending/",
    { schema: { querystring: worklistQuery, response: { 200: notAttendingResponse } } },
    async (request) => ({
      success: true as const,
      ...(await notAttending(areaContext(request), request.query, request.tenant.gymName)),
    }),
  );

  app.get(
    "/api/attendance/reports/not-paying/",
    { schema: { querystring: worklistQuery, response: { 200: notPayingResponse } } },
    async (request) => ({
      success: true as const,
      ...(await notPaying(areaContext(request), request.query, request.tenant.gymName)),
    }),
  );
};
