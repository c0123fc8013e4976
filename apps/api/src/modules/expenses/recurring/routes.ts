import {
  authFields,
  expenseDeleteBody,
  expenseDeletedResponse,
  idParams,
  listRecurringResponse,
  RECURRING_CREATED,
  RECURRING_DELETED,
  RECURRING_UPDATED,
  recurringExpenseBody,
  recurringResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import {
  createRecurringExpense,
  deleteRecurringExpense,
  listRecurringExpenses,
  updateRecurringExpense,
} from "./service.ts";

export const recurringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/recurring/",
    { schema: { querystring: z.object(authFields), response: { 200: listRecurringResponse } } },
    async (request) => {
      const recurring_expenses = await listRecurringExpenses(areaContext(request));
      return {
        success: true as const,
        recurring_expenses,
        message: `${recurring_expenses.length} recurring expense(s)`,
      };
    },
  );

  app.post(
    "/api/expenses/recurring/create/",
    { schema: { body: recurringExpenseBody, response: { 200: recurringResponse } } },
    async (request) => ({
      success: true as const,
      message: RECURRING_CREATED,
      ...(await createRecurringExpense(areaContext(request), request.body)),
    }),
  );

  app.put(
    "/api/expenses/recurring/:id/update/",
    { schema: { params: idParams, body: recurringExpenseBody, response: { 200: recurringResponse } } },
    async (request) => ({
      success: true as const,
      message: RECURRING_UPDATED,
      ...(await updateRecurringExpense(areaContext(request), request.params.id, request.body)),
    }),
  );

  app.delete(
    "/api/expenses/recurring/:id/delete/",
    {
      schema: {
        params: idParams,
        querystring: z.object(authFields),
        body: expenseDeleteBody,
        response: { 200: expenseDeletedResponse },
      },
    },
    async (request) => {
      await deleteRecurringExpense(areaContext(request), request.params.id);
      return { success: true as const, message: RECURRING_DELETED, id: request.params.id };
    },
  );
};
