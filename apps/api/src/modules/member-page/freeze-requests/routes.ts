import {
  approveFreezeRequestBody,
  declineFreezeRequestBody,
  FREEZE_REQUEST_APPROVED,
  FREEZE_REQUEST_DECLINED,
  freezeRequestResponse,
  freezeRequestsResponse,
  idParams,
  listFreezeRequestsQuery,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { approveFreezeRequest, declineFreezeRequest, listFreezeRequests } from "./service.ts";

/** Members' freeze requests for the staff (designed, decision 0344): list, approve, decline. */
export const freezeRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/members/freeze-requests/",
    { schema: { querystring: listFreezeRequestsQuery, response: { 200: freezeRequestsResponse } } },
    async (request) => ({
      success: true as const,
      message: "",
      ...(await listFreezeRequests(areaContext(request), request.query)),
    }),
  );

  app.post(
    "/api/members/freeze-requests/:id/approve/",
    { schema: { params: idParams, body: approveFreezeRequestBody, response: { 200: freezeRequestResponse } } },
    async (request) => ({
      success: true as const,
      message: FREEZE_REQUEST_APPROVED,
      request: await approveFreezeRequest(areaContext(request), request.params.id, request.tenant.userId),
    }),
  );

  app.post(
    "/api/members/freeze-requests/:id/decline/",
    { schema: { params: idParams, body: declineFreezeRequestBody, response: { 200: freezeRequestResponse } } },
    async (request) => ({
      success: true as const,
      message: FREEZE_REQUEST_DECLINED,
      request: await declineFreezeRequest(
        areaContext(request),
        request.params.id,
        request.body.reason,
        request.tenant.userId,
      ),
    }),
  );
};
