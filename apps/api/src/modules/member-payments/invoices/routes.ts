import {
  authFields,
  downloadInvoiceResponse,
  idParams,
  listInvoicesQuery,
  listInvoicesResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { downloadInvoice, duesSlip, listInvoices } from "./service.ts";

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
};
