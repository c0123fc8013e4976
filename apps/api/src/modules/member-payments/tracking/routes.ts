import {
  authFields,
  autoGenerateResponse,
  bulkMarkPaidBody,
  bulkMarkPaidResponse,
  byMonthQuery,
  byMonthResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendJsonText } from "../../../lib/json-text.ts";
import { memoizedQueryValidator } from "../../../lib/memoized-query.ts";
import { areaContext } from "../../context.ts";
import { autoGenerate, bulkMarkPaid, paymentsByMonth } from "./service.ts";

const BASE = "/api/expenses/member-payments";

/** Smart tracking (part 2 §7): the month's view, auto-generate and bulk mark-paid. */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/by-month/`,
    // The answer arrives as its JSON text, kept as sent (decision 0413); the schema still documents it. Its query
    // string is zod's check, remembered per query (decision 0386).
    {
      schema: { querystring: byMonthQuery, response: { 200: byMonthResponse } },
      validatorCompiler: memoizedQueryValidator,
    },
    async (request, reply) =>
      sendJsonText(reply, await paymentsByMonth(areaContext(request), request.query, request.tenant.gymName)),
  );

  app.post(
    `${BASE}/auto-generate/`,
    { schema: { body: z.object(authFields).optional(), response: { 200: autoGenerateResponse } } },
    async (request) => {
      const summary = await autoGenerate(areaContext(request));
      const n = summary.created_overdue + summary.created_upcoming;
      return { success: true as const, message: `${n} payment record(s) created`, summary };
    },
  );

  app.post(
    `${BASE}/bulk-mark-paid/`,
    { schema: { body: bulkMarkPaidBody, response: { 200: bulkMarkPaidResponse } } },
    async (request) => {
      const { updated, message } = await bulkMarkPaid(areaContext(request), request.body, request.tenant.gymName);
      return { success: true as const, message, updated_payments: updated };
    },
  );
};
