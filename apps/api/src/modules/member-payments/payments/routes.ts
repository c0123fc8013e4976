import {
  authFields,
  createMemberPaymentBody,
  DISCOUNT_GIVEN,
  DISCOUNT_REMOVED,
  discountBody,
  idParams,
  listMemberPaymentsQuery,
  listMemberPaymentsResponse,
  MEMBER_PAYMENT_RECORDED,
  markPaidBody,
  memberPaymentResponse,
  PAYMENT_RECORD_CREATED,
  PAYMENT_RECORD_UPDATED,
  removeDiscountBody,
  updateMemberPaymentBody,
  z,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { idempotencyKey } from "../idempotency-key.ts";
import { createManual } from "../manual/service.ts";
import { discountBill, removeDiscount } from "./discount.ts";
import { createMemberPayment, listMemberPayments, markPaid, updateMemberPayment } from "./service.ts";

const BASE = "/api/expenses/member-payments";

/** Payment records (part 2 §7): the history list, create (both documented shapes), update, mark-paid. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const gym = (request: FastifyRequest) => request.tenant.gymName;

  app.get(
    `${BASE}/`,
    { schema: { querystring: listMemberPaymentsQuery, response: { 200: listMemberPaymentsResponse } } },
    async (request) => {
      const { payments, count } = await listMemberPayments(areaContext(request), request.query, gym(request));
      return { success: true as const, payments, count, message: `${count} payment record(s)` };
    },
  );

  app.post(
    `${BASE}/create/`,
    { schema: { body: createMemberPaymentBody, response: { 200: memberPaymentResponse } } },
    async (request) => {
      // The manual screen sends `amount` (+ duration); the history screen `membership_month` (+ amount_paid).
      const create = request.body.amount !== undefined ? createManual : createMemberPayment;
      const payment = await create(areaContext(request), request.body, gym(request), idempotencyKey(request));
      const message = request.body.amount !== undefined ? MEMBER_PAYMENT_RECORDED : PAYMENT_RECORD_CREATED;
      return { success: true as const, message, payment };
    },
  );

  app.put(
    `${BASE}/:id/update/`,
    { schema: { params: idParams, body: updateMemberPaymentBody, response: { 200: memberPaymentResponse } } },
    async (request) => {
      const ctx = areaContext(request);
      const payment = await updateMemberPayment(
        ctx,
        request.params.id,
        request.body,
        gym(request),
        idempotencyKey(request),
      );
      return { success: true as const, message: PAYMENT_RECORD_UPDATED, payment };
    },
  );

  app.post(
    `${BASE}/:id/mark-paid/`,
    { schema: { params: idParams, body: markPaidBody, response: { 200: memberPaymentResponse } } },
    async (request) => {
      const ctx = areaContext(request);
      const payment = await markPaid(ctx, request.params.id, request.body, gym(request), idempotencyKey(request));
      return { success: true as const, message: MEMBER_PAYMENT_RECORDED, payment };
    },
  );

  // A discount on an open bill (issue 23 §4, decision 0291; designed path).
  app.post(
    `${BASE}/:id/discount/`,
    { schema: { params: idParams, body: discountBody, response: { 200: memberPaymentResponse } } },
    async (request) => {
      const payment = await discountBill(areaContext(request), request.params.id, request.body, gym(request));
      return { success: true as const, message: DISCOUNT_GIVEN, payment };
    },
  );

  // Removing it, on an open bill (decision 0293; designed path).
  app.delete(
    `${BASE}/:id/discount/`,
    {
      schema: {
        params: idParams,
        querystring: z.object(authFields),
        body: removeDiscountBody,
        response: { 200: memberPaymentResponse },
      },
    },
    async (request) => {
      const payment = await removeDiscount(areaContext(request), request.params.id, gym(request));
      return { success: true as const, message: DISCOUNT_REMOVED, payment };
    },
  );
};
