import {
  authFields,
  excludeMemberBody,
  idParams,
  MEMBER_EXCLUDED,
  MEMBER_INCLUDED,
  reminderExclusionResponse,
  reminderExclusionsResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { excludeMember, includeMember, listExclusions } from "./service.ts";

/** Designed paths (decision 0348): members the reminder sequence leaves alone. */
export const reminderExclusionRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = "/api/expenses/member-payments/reminder-exclusions/";
  app.get(
    path,
    { schema: { querystring: z.object(authFields), response: { 200: reminderExclusionsResponse } } },
    async (request) => ({ success: true as const, results: await listExclusions(areaContext(request)) }),
  );

  app.post(
    path,
    { schema: { body: excludeMemberBody, response: { 200: reminderExclusionResponse } } },
    async (request) => ({
      success: true as const,
      message: MEMBER_EXCLUDED,
      exclusion: await excludeMember(areaContext(request), request.body.member_id, request.tenant.userId),
    }),
  );

  app.delete(
    `${path}:id/`,
    {
      schema: { params: idParams, body: z.object(authFields).nullish(), response: { 200: reminderExclusionResponse } },
    },
    async (request) => {
      await includeMember(areaContext(request), request.params.id);
      return { success: true as const, message: MEMBER_INCLUDED, exclusion: null };
    },
  );
};
