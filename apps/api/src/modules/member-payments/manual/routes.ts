import {
  createByMemberBody,
  MEMBER_PAYMENT_RECORDED,
  manualQuoteQuery,
  manualQuoteResponse,
  memberPaymentResponse,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { idempotencyKey } from "../idempotency-key.ts";
import { createByMember, manualQuote } from "./service.ts";

/**
 * The Record Payment popup (create-by-member, part 2 §7). The manual screen's own call is create/ with
 * `amount` (payments/routes.ts hands it to `createManual`); what its "duration N" costs is manual-quote/
 * (decision 0241).
 */
export const manualRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/expenses/member-payments/create-by-member/",
    { schema: { body: createByMemberBody, response: { 200: memberPaymentResponse } } },
    async (request) => {
      const ctx = areaContext(request);
      const payment = await createByMember(ctx, request.body, request.tenant.gymName, idempotencyKey(request));
      return { success: true as const, message: MEMBER_PAYMENT_RECORDED, payment };
    },
  );

  app.get(
    "/api/expenses/member-payments/manual-quote/",
    { schema: { querystring: manualQuoteQuery, response: { 200: manualQuoteResponse } } },
    async (request) => ({ success: true as const, quote: await manualQuote(areaContext(request), request.query) }),
  );
};
