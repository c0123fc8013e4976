import { dashboardHomeQuery, dashboardHomeResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { dashboardHome } from "./service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Designed (decision 0006). `today` (YYYY-MM-DD) pins the date (decision 0015); default the gym's today. */
  app.get(
    "/api/dashboard/home/",
    { schema: { querystring: dashboardHomeQuery, response: { 200: dashboardHomeResponse } } },
    async (request) => {
      const ctx = { ...areaContext(request), gymName: request.tenant.gymName };
      return dashboardHome(ctx, request.query.today ?? ctx.today());
    },
  );
};
