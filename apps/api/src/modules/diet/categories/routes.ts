import {
  createDietCategoryBody,
  DIET_CATEGORY_CREATED,
  dietCategoryResponse,
  listDietCategoriesQuery,
  listDietCategoriesResponse,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { createDietCategory, listDietCategories } from "./service.ts";

/** Diet categories (part 2 §7 "Diet"): list and create. */
export const dietCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/android/diet/categories/",
    { schema: { querystring: listDietCategoriesQuery, response: { 200: listDietCategoriesResponse } } },
    async (request) => ({ success: true as const, ...(await listDietCategories(areaContext(request), request.query)) }),
  );

  app.post(
    "/api/android/diet/categories/create/",
    { schema: { body: createDietCategoryBody, response: { 200: dietCategoryResponse } } },
    async (request) => {
      const { schema_name: _s, token: _t, ...body } = request.body;
      const category = await createDietCategory(areaContext(request), body);
      return { success: true as const, message: DIET_CATEGORY_CREATED, category };
    },
  );
};
