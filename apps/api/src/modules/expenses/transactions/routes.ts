import {
  authFields,
  expenseDeleteBody,
  expenseDeletedResponse,
  idParams,
  listTransactionsQuery,
  listTransactionsResponse,
  TRANSACTION_CREATED,
  TRANSACTION_DELETED,
  TRANSACTION_UPDATED,
  transactionBody,
  transactionResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { createTransaction, deleteTransaction, listTransactions, updateTransaction } from "./service.ts";

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/transactions/",
    { schema: { querystring: listTransactionsQuery, response: { 200: listTransactionsResponse } } },
    async (request) => {
      const page = await listTransactions(areaContext(request), request.query);
      return { success: true as const, ...page, message: `${page.count} transaction(s)` };
    },
  );

  app.post(
    "/api/expenses/transactions/create/",
    { schema: { body: transactionBody, response: { 200: transactionResponse } } },
    async (request) => ({
      success: true as const,
      message: TRANSACTION_CREATED,
      transaction: await createTransaction(areaContext(request), request.body),
    }),
  );

  app.put(
    "/api/expenses/transactions/:id/update/",
    { schema: { params: idParams, body: transactionBody, response: { 200: transactionResponse } } },
    async (request) => ({
      success: true as const,
      message: TRANSACTION_UPDATED,
      transaction: await updateTransaction(areaContext(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/api/expenses/transactions/:id/delete/",
    {
      schema: {
        params: idParams,
        querystring: z.object(authFields),
        body: expenseDeleteBody,
        response: { 200: expenseDeletedResponse },
      },
    },
    async (request) => {
      await deleteTransaction(areaContext(request), request.params.id);
      return { success: true as const, message: TRANSACTION_DELETED, id: request.params.id };
    },
  );
};
