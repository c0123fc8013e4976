import {
  authFields,
  cashCloseDayParams,
  cashCloseDayResponse,
  cashClosed,
  cashClosesQuery,
  cashClosesResponse,
  closeDayBody,
  closeDayResponse,
  dayText,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../auth/actor.ts";
import { areaContext } from "../context.ts";
import { cashCloseDay, cashCloseFile, closeDay, monthCloses } from "./service.ts";

/** Designed paths (decisions 0326-0329): the day, its close, its PDF, and the month's closes. */
export const cashCloseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/cash-close/days/:date/",
    {
      schema: {
        params: cashCloseDayParams,
        querystring: z.object(authFields),
        response: { 200: cashCloseDayResponse },
      },
    },
    async (request) => ({ success: true as const, day: await cashCloseDay(areaContext(request), request.params.date) }),
  );

  app.post(
    "/api/cash-close/days/:date/close/",
    { schema: { params: cashCloseDayParams, body: closeDayBody, response: { 200: closeDayResponse } } },
    async (request) => {
      const day = await closeDay(areaContext(request), actorOf(request), request.params.date, request.body);
      return { success: true as const, message: cashClosed(dayText(day.date)), day };
    },
  );

  app.get(
    "/api/cash-close/days/:date/pdf/",
    { schema: { params: cashCloseDayParams, querystring: z.object(authFields) } },
    async (request, reply) => {
      const { pdf, filename } = await cashCloseFile(areaContext(request), request.params.date, request.tenant.gymName);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );

  app.get(
    "/api/cash-close/closes/",
    { schema: { querystring: cashClosesQuery, response: { 200: cashClosesResponse } } },
    async (request) => ({ success: true as const, ...(await monthCloses(areaContext(request), request.query.month)) }),
  );
};
