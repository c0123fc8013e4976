import { deskSearchQuery, deskSearchResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { searchAtDesk } from "./service.ts";

/** Designed path (decision 0253): find a member in two seconds, by phone (any part), name or member code. */
export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/attendance/members/",
    { schema: { querystring: deskSearchQuery, response: { 200: deskSearchResponse } } },
    async (request) => ({
      success: true as const,
      members: await searchAtDesk(areaContext(request), request.query.search),
    }),
  );
};
