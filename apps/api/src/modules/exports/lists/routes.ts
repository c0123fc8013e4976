import { invoicesExportQuery, membersExportQuery, paymentsExportQuery, transactionsExportQuery } from "@gym/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { CSV_TYPE, XLSX_TYPE } from "../files.ts";
import { type ExportFile, exportList, invoicesList, membersList, paymentsList, transactionsList } from "./service.ts";

function send(reply: FastifyReply, file: ExportFile) {
  reply.header("content-disposition", `attachment; filename="${file.filename}"`).header("cache-control", "no-store");
  return file.csv ? reply.type(CSV_TYPE).send(file.csv) : reply.type(XLSX_TYPE).send(file.xlsx);
}

/** Designed paths (decision 0277): each list's `export/` beside it, with the list's filters and `format`. */
export const listExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/members/members/export/", { schema: { querystring: membersExportQuery } }, async (request, reply) => {
    const ctx = areaContext(request);
    return send(reply, await exportList(ctx, request.query.format, membersList(ctx, request.query)));
  });

  app.get(
    "/api/expenses/invoices/export/",
    { schema: { querystring: invoicesExportQuery } },
    async (request, reply) => {
      const ctx = areaContext(request);
      return send(reply, await exportList(ctx, request.query.format, invoicesList(ctx, request.query)));
    },
  );

  app.get(
    "/api/expenses/transactions/export/",
    { schema: { querystring: transactionsExportQuery } },
    async (request, reply) => {
      const ctx = areaContext(request);
      return send(reply, await exportList(ctx, request.query.format, transactionsList(ctx, request.query)));
    },
  );

  app.get(
    "/api/expenses/member-payments/export/",
    { schema: { querystring: paymentsExportQuery } },
    async (request, reply) => {
      const ctx = areaContext(request);
      const list = paymentsList(ctx, request.query, request.tenant.gymName);
      return send(reply, await exportList(ctx, request.query.format, list));
    },
  );
};
