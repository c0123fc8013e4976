import { timelineQuery, timelineResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { memberTimeline } from "./service.ts";

/** A member's payment timeline (part 2 §7). */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/member-payments/timeline/",
    { schema: { querystring: timelineQuery, response: { 200: timelineResponse } } },
    async (request) => ({
      success: true as const,
      ...(await memberTimeline(
        areaContext(request),
        request.query.member_id,
        request.query.months,
        request.tenant.gymName,
      )),
    }),
  );
};
