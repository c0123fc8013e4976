import { gymMembersQuery, gymMembersResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { gymMembers } from "./service.ts";

/** The payment screens' members (part 2 §7). */
export const gymMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/gym-members/",
    { schema: { querystring: gymMembersQuery, response: { 200: gymMembersResponse } } },
    async (request) => ({
      success: true as const,
      data: await gymMembers(areaContext(request), request.query.search, request.query.limit),
    }),
  );
};
