import { checkInBody, checkInResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { checkIn } from "./service.ts";

/** Designed path (decision 0250): the door check and the visit it stores, in one call. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/attendance/check-in/",
    { schema: { body: checkInBody, response: { 200: checkInResponse } } },
    async (request) => ({
      success: true as const,
      ...(await checkIn(areaContext(request), request.body, {
        staffUserId: request.tenant.userId,
        gymName: request.tenant.gymName,
      })),
    }),
  );
};
