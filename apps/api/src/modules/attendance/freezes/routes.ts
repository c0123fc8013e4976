import {
  authFields,
  FREEZE_ENDED,
  FREEZE_SAVED,
  freezeBody,
  freezeResponse,
  freezesResponse,
  idParams,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { freezeMembership, memberFreezes, unfreezeMembership } from "./service.ts";

/** Designed paths (decision 0258): freeze a membership, end its freeze early, and its freezes' history. */
export const freezesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/members/members/:id/freeze/",
    { schema: { params: idParams, body: freezeBody, response: { 201: freezeResponse } } },
    async (request, reply) => {
      const { schema_name: _s, token: _t, ...fields } = request.body;
      const answer = await freezeMembership(areaContext(request), request.params.id, fields, request.tenant.userId);
      return reply.code(201).send({ success: true as const, message: FREEZE_SAVED, ...answer });
    },
  );

  app.post(
    "/api/members/members/:id/unfreeze/",
    {
      schema: { params: idParams, body: z.object(authFields).nullish(), response: { 200: freezeResponse } },
    },
    async (request) => ({
      success: true as const,
      message: FREEZE_ENDED,
      ...(await unfreezeMembership(areaContext(request), request.params.id, request.tenant.userId)),
    }),
  );

  app.get(
    "/api/members/members/:id/freezes/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: freezesResponse } } },
    async (request) => ({
      success: true as const,
      message: "",
      ...(await memberFreezes(areaContext(request), request.params.id)),
    }),
  );
};
