import { dashboardHomeQuery, dashboardHomeResponse, localToday } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardHome } from "./service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Designed (decision 0006). `today` (YYYY-MM-DD) pins the date; default the server's local date. */
  app.get(
    "/api/dashboard/home/",
    { schema: { querystring: dashboardHomeQuery, response: { 200: dashboardHomeResponse } } },
    async (request) =>
      dashboardHome(
        { db: request.tenant.db, schema: request.tenant.schema, gymName: request.tenant.gymName },
        request.query.today ?? localToday(),
      ),
  );
};
