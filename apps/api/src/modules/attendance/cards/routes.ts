import { authFields, CARD_REISSUED, idParams, memberCardResponse, z } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { memberCard, reissueCard } from "./service.ts";

/** Designed paths (decision 0251): a member's card as a one-page PDF, and a new card in place of the old. */
export const memberCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/members/members/:id/card/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: memberCardResponse } } },
    async (request) => ({
      success: true as const,
      message: "",
      card: await memberCard(areaContext(request), request.params.id, request.tenant.gymName),
    }),
  );

  app.post(
    "/api/members/members/:id/card/reissue/",
    {
      schema: { params: idParams, body: z.object(authFields).nullish(), response: { 200: memberCardResponse } },
    },
    async (request) => ({
      success: true as const,
      message: CARD_REISSUED,
      card: await reissueCard(areaContext(request), request.params.id, request.tenant.gymName),
    }),
  );
};
