import { renewalsQuery, renewalsResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { safeOrigin } from "../../../lib/safe-origin.ts";
import { areaContext } from "../../context.ts";
import { listRenewals } from "./service.ts";

/** Designed path (decision 0346): the renewals worklist. */
export const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/member-payments/renewals/",
    { schema: { querystring: renewalsQuery, response: { 200: renewalsResponse } } },
    async (request) => ({
      success: true as const,
      ...(await listRenewals(
        areaContext(request),
        request.query,
        request.tenant.gymName,
        safeOrigin(request.protocol, request.host),
      )),
    }),
  );
};
