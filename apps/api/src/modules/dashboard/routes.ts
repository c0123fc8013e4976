import { dashboardHomeQuery, dashboardHomeResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { compiledSerializer } from "../../lib/compiled-serializer.ts";
import { memoizedQueryValidator } from "../../lib/memoized-query.ts";
import { areaContext } from "../context.ts";
import { dashboardHome } from "./service.ts";

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Written by a serialiser compiled from the contract (issue 28 §2, as the members list):
  // test/dashboard/home-serializer.test.ts holds it equal to the zod-encoded answer. Its query string is
  // zod's check, remembered per query (decision 0386).
  const serializeHome = compiledSerializer(dashboardHomeResponse);
  /** Designed (decision 0006). `today` (YYYY-MM-DD) pins the date (decision 0015); default the gym's today. */
  app.get(
    "/api/dashboard/home/",
    {
      schema: { querystring: dashboardHomeQuery, response: { 200: dashboardHomeResponse } },
      serializerCompiler: () => serializeHome,
      validatorCompiler: memoizedQueryValidator,
    },
    async (request) => {
      const ctx = { ...areaContext(request), gymName: request.tenant.gymName };
      return dashboardHome(ctx, request.query.today ?? ctx.today());
    },
  );
};
