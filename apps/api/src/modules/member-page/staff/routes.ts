import {
  authFields,
  idParams,
  MEMBER_LINK_CREATED,
  MEMBER_LINK_NONE,
  MEMBER_LINK_REVOKED,
  memberLinkBody,
  memberLinkResponse,
  z,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { safeOrigin } from "../../../lib/safe-origin.ts";
import { areaContext } from "../../context.ts";
import { memberLink, revokeMemberLink, rotateMemberLink, type StaffCall } from "./service.ts";

function staffCall(request: FastifyRequest): StaffCall {
  return {
    gymName: request.tenant.gymName,
    origin: safeOrigin(request.protocol, request.host),
    staffUserId: request.tenant.userId,
  };
}

/**
 * Designed paths (decision 0341): a member's private link, read (GET), made or rotated (POST: a new token,
 * the old one stops at once) and revoked (DELETE) by staff from the member's card.
 */
export const memberLinkStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const path = "/api/members/members/:id/member-link/";
  app.get(
    path,
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: memberLinkResponse } } },
    async (request) => ({
      success: true as const,
      message: "",
      link: await memberLink(areaContext(request), request.params.id, staffCall(request)),
    }),
  );

  app.post(
    path,
    { schema: { params: idParams, body: memberLinkBody, response: { 200: memberLinkResponse } } },
    async (request) => ({
      success: true as const,
      message: MEMBER_LINK_CREATED,
      link: await rotateMemberLink(areaContext(request), request.params.id, staffCall(request)),
    }),
  );

  app.delete(
    path,
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: memberLinkResponse } } },
    async (request) => {
      const revoked = await revokeMemberLink(areaContext(request), request.params.id, request.tenant.userId);
      return { success: true as const, message: revoked ? MEMBER_LINK_REVOKED : MEMBER_LINK_NONE, link: null };
    },
  );
};
