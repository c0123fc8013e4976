import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { expenseCategoryRoutes } from "./categories/routes.ts";
import { recurringRoutes } from "./recurring/routes.ts";
import { reportRoutes } from "./reports/routes.ts";
import { transactionRoutes } from "./transactions/routes.ts";

/** Expenses (part 2 §7 "Expenses"; issue 9): categories, the ledger, recurring expenses, the summaries. */
export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(expenseCategoryRoutes);
  await app.register(transactionRoutes);
  await app.register(recurringRoutes);
  await app.register(reportRoutes);
};
