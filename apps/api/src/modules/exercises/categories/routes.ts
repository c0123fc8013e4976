import {
  authFields,
  categoryResponse,
  createCategoryFields,
  idParams,
  listCategoriesResponse,
  updateCategoryFields,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { optionalFile, upload } from "../uploads.ts";
import { createCategory, listCategories, updateCategory } from "./service.ts";

/** Exercise categories (part 1 §7; GET /android/exercise/categories/ is part 2 §7's alias). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ["/api/android/exercise/categories/", "/android/exercise/categories/"]) {
    app.get(
      path,
      { schema: { querystring: z.looseObject(authFields), response: { 200: listCategoriesResponse } } },
      async (request) => ({ success: true as const, categories: await listCategories(areaContext(request)) }),
    );
  }

  app.post(
    "/api/android/exercise/categories/create/",
    {
      config: { upload },
      schema: {
        body: createCategoryFields.extend({ ...authFields, image: optionalFile("image") }),
        response: { 200: categoryResponse },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      return { success: true as const, category: await createCategory(areaContext(request), fields, image) };
    },
  );

  app.patch(
    "/api/android/exercise/categories/:id/update/",
    {
      config: { upload },
      schema: {
        params: idParams,
        body: updateCategoryFields.extend({ ...authFields, image: optionalFile("image") }),
        response: { 200: categoryResponse },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      const category = await updateCategory(areaContext(request), request.params.id, fields, image);
      return { success: true as const, category };
    },
  );
};
