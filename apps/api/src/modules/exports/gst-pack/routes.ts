import { gstPackQuery } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { CSV_TYPE, XLSX_TYPE } from "../files.ts";
import { gstPackCsv, gstPackXlsx, packFileName, periodOf } from "./service.ts";

/** Designed path (decision 0276): the accountant's GST pack of a month or a financial-year quarter. */
export const gstPackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/expenses/reports/gst-pack/", { schema: { querystring: gstPackQuery } }, async (request, reply) => {
    const ctx = areaContext(request);
    const period = periodOf(request.query);
    const format = request.query.format ?? "xlsx";
    const table = request.query.table ?? "register";
    reply
      .header("content-disposition", `attachment; filename="${packFileName(ctx, period, format, table)}"`)
      .header("cache-control", "no-store");
    if (format === "csv") return reply.type(CSV_TYPE).send(gstPackCsv(ctx, period, table));
    return reply.type(XLSX_TYPE).send(await gstPackXlsx(ctx, period, request.tenant.gymName));
  });
};
