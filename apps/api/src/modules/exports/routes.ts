import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { gstPackRoutes } from "./gst-pack/routes.ts";
import { listExportsRoutes } from "./lists/routes.ts";

/** Exports an accountant or owner opens in a spreadsheet (issue 27 §5; decisions 0276, 0277). */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(gstPackRoutes);
  await app.register(listExportsRoutes);
};
