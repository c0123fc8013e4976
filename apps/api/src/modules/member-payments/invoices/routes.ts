import {
  authFields,
  downloadInvoiceResponse,
  idParams,
  listInvoicesQuery,
  listInvoicesResponse,
  RECEIPT_VOIDED,
  voidInvoiceBody,
  voidInvoiceResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../../auth/actor.ts";
import { areaContext } from "../../context.ts";
import { downloadCreditNote, downloadInvoice, duesSlip, listInvoices } from "./service.ts";
import { voidReceipt } from "./void.ts";

/** Invoices (part 2 §7) and an unpaid record's dues slip, as PDF documents. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/member-payments/:id/dues-slip/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: downloadInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      invoice: await duesSlip(areaContext(request), request.params.id, request.tenant.gymName),
    }),
  );

  app.get(
    "/api/expenses/invoices/",
    { schema: { querystring: listInvoicesQuery, response: { 200: listInvoicesResponse } } },
    async (request) => ({
      success: true as const,
      ...(await listInvoices(areaContext(request), request.query, request.tenant.gymName)),
    }),
  );

  app.get(
    "/api/expenses/invoices/:id/download/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: downloadInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      invoice: await downloadInvoice(areaContext(request), request.params.id, request.tenant.gymName),
    }),
  );

  // Voiding a receipt and its credit note (issue 25 §4, decision 0334; designed paths). Managers and owners
  // only: the catalogue's permission (money_control) refuses the others before the handler.
  app.post(
    "/api/expenses/invoices/:id/void/",
    { schema: { params: idParams, body: voidInvoiceBody, response: { 200: voidInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      message: RECEIPT_VOIDED,
      invoice: await voidReceipt(areaContext(request), request.params.id, request.body.reason, actorOf(request)),
    }),
  );

  app.get(
    "/api/expenses/invoices/:id/credit-note/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: downloadInvoiceResponse } } },
    async (request) => ({
      success: true as const,
      invoice: await downloadCreditNote(areaContext(request), request.params.id, request.tenant.gymName),
    }),
  );
};
