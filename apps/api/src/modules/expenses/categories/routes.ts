import {
  authFields,
  deleteExpenseCategoryBody,
  EXPENSE_CATEGORY_CREATED,
  EXPENSE_CATEGORY_DELETED,
  EXPENSE_CATEGORY_UPDATED,
  expenseCategoryBody,
  expenseCategoryResponse,
  expenseDeletedResponse,
  idParams,
  listExpenseCategoriesQuery,
  listExpenseCategoriesResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import {
  createExpenseCategory,
  deleteExpenseCategory,
  listExpenseCategories,
  updateExpenseCategory,
} from "./service.ts";

export const expenseCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/expenses/categories/",
    { schema: { querystring: listExpenseCategoriesQuery, response: { 200: listExpenseCategoriesResponse } } },
    async (request) => {
      const categories = await listExpenseCategories(areaContext(request), request.query.is_active);
      return { success: true as const, categories, message: `${categories.length} categories` };
    },
  );

  app.post(
    "/api/expenses/categories/create/",
    { schema: { body: expenseCategoryBody, response: { 200: expenseCategoryResponse } } },
    async (request) => ({
      success: true as const,
      message: EXPENSE_CATEGORY_CREATED,
      category: await createExpenseCategory(areaContext(request), request.body),
    }),
  );

  app.put(
    "/api/expenses/categories/:id/update/",
    { schema: { params: idParams, body: expenseCategoryBody, response: { 200: expenseCategoryResponse } } },
    async (request) => ({
      success: true as const,
      message: EXPENSE_CATEGORY_UPDATED,
      category: await updateExpenseCategory(areaContext(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/api/expenses/categories/:id/delete/",
    {
      schema: {
        params: idParams,
        querystring: z.object(authFields),
        body: deleteExpenseCategoryBody,
        response: { 200: expenseDeletedResponse },
      },
    },
    async (request) => {
      await deleteExpenseCategory(areaContext(request), request.params.id);
      return { success: true as const, message: EXPENSE_CATEGORY_DELETED, id: request.params.id };
    },
  );
};
