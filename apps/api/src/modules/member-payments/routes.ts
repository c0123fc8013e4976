import {
  authFields,
  autoGenerateResponse,
  bulkMarkPaidBody,
  bulkMarkPaidResponse,
  byMonthQuery,
  byMonthResponse,
  createByMemberBody,
  createMemberPaymentBody,
  downloadInvoiceResponse,
  gymMembersQuery,
  gymMembersResponse,
  idParams,
  listInvoicesQuery,
  listInvoicesResponse,
  listMemberPaymentsQuery,
  listMemberPaymentsResponse,
  MEMBER_PAYMENT_RECORDED,
  markPaidBody,
  memberPaymentResponse,
  PAYMENT_RECORD_CREATED,
  PAYMENT_RECORD_UPDATED,
  timelineQuery,
  timelineResponse,
  updateMemberPaymentBody,
  z,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { downloadInvoice, duesSlip, listInvoices } from "./invoices.ts";
import { createByMember, createManual } from "./manual.ts";
import { gymMembers, listMemberPayments, memberTimeline } from "./reads.ts";
import { bulkMarkPaid, createMemberPayment, markPaid, updateMemberPayment } from "./service.ts";
import { paymentSettingsRoutes } from "./settings-routes.ts";
import { autoGenerate, paymentsByMonth } from "./tracking.ts";

const BASE = "/api/expenses/member-payments";

/** A client's retry key (decision 0182): the same key never makes a second receipt. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers["idempotency-key"];
  return typeof key === "string" && key.length > 0 && key.length <= 80 ? `key:${key}` : undefined;
}

export const memberPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentSettingsRoutes);
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

  app.get(
    `${BASE}/by-month/`,
    { schema: { querystring: byMonthQuery, response: { 200: byMonthResponse } } },
    async (request) => ({
      success: true as const,
      ...(await paymentsByMonth(areaContext(request), request.query, gym(request))),
    }),
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
      const { updated, message } = await bulkMarkPaid(areaContext(request), request.body, gym(request));
      return { success: true as const, message, updated_payments: updated };
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

  app.post(
    `${BASE}/create-by-member/`,
    { schema: { body: createByMemberBody, response: { 200: memberPaymentResponse } } },
    async (request) => {
      const payment = await createByMember(areaContext(request), request.body, gym(request), idempotencyKey(request));
      return { success: true as const, message: MEMBER_PAYMENT_RECORDED, payment };
    },
  );

  app.get(
    `${BASE}/timeline/`,
    { schema: { querystring: timelineQuery, response: { 200: timelineResponse } } },
    async (request) => ({
      success: true as const,
      ...(await memberTimeline(areaContext(request), request.query.member_id, request.query.months, gym(request))),
    }),
  );

  app.get(
    `${BASE}/:id/dues-slip/`,
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: downloadInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      invoice: await duesSlip(areaContext(request), request.params.id, gym(request)),
    }),
  );

  app.get(
    "/api/expenses/invoices/",
    { schema: { querystring: listInvoicesQuery, response: { 200: listInvoicesResponse } } },
    async (request) => ({
      success: true as const,
      ...(await listInvoices(areaContext(request), request.query, gym(request))),
    }),
  );

  app.get(
    "/api/expenses/invoices/:id/download/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: downloadInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      invoice: await downloadInvoice(areaContext(request), request.params.id, gym(request)),
    }),
  );

  app.get(
    "/api/gym-members/",
    { schema: { querystring: gymMembersQuery, response: { 200: gymMembersResponse } } },
    async (request) => ({
      success: true as const,
      data: await gymMembers(areaContext(request), request.query.search, request.query.limit),
    }),
  );
};
