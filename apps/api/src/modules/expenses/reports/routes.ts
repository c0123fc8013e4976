import {
  expenseSummaryQuery,
  expenseSummaryResponse,
  memberPaymentSummaryQuery,
  memberPaymentSummaryResponse,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { expenseSummary, memberPaymentSummary } from "./service.ts";

/**
 * The summaries, each at two documented paths: the reports screen's (part 2 §7) and the dashboard
 * home's (`/reports/...`, query schema_name and token, part 1 §7). Same answers at both.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ["/api/expenses/summary", "/api/expenses/reports/expense-summary/"]) {
    app.get(
      path,
      { schema: { querystring: expenseSummaryQuery, response: { 200: expenseSummaryResponse } } },
      async (request) => ({
        success: true as const,
        summary: await expenseSummary(areaContext(request), request.query),
      }),
    );
  }
  for (const path of ["/api/expenses/member-payment-summary", "/api/expenses/reports/member-payment-summary/"]) {
    app.get(
      path,
      { schema: { querystring: memberPaymentSummaryQuery, response: { 200: memberPaymentSummaryResponse } } },
      async (request) => ({
        success: true as const,
        ...(await memberPaymentSummary(areaContext(request), request.query)),
      }),
    );
  }
};
