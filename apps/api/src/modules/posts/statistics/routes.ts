import { postStatisticsQuery, postStatisticsResponse, STATISTICS_LOADED } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { postStatistics } from "./service.ts";

/**
 * GET /api/gym-posts/statistics/ (part 2 §7): the documented client sends a bearer header and the
 * gym in a schema-name header, which the auth plugin reads like any schema_name (DESIGN §4).
 */
export const postStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/gym-posts/statistics/",
    { schema: { querystring: postStatisticsQuery, response: { 200: postStatisticsResponse } } },
    async (request) => ({
      success: true as const,
      data: await postStatistics(areaContext(request), request.query.timeframe),
      message: STATISTICS_LOADED,
    }),
  );
};
