import {
  authFields,
  createPostCategoryBody,
  deletePostCategoryResponse,
  idParams,
  listPostCategoriesQuery,
  listPostCategoriesResponse,
  POST_CATEGORY_CREATED,
  POST_CATEGORY_DELETED,
  POST_CATEGORY_UPDATED,
  postCategoryResponse,
  updatePostCategoryBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { createPostCategory, deletePostCategory, listPostCategories, updatePostCategory } from "./service.ts";

/** Part 2 §7 "Posts": post categories (JSON bodies). */
export const postCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/gym-posts/categories/",
    { schema: { querystring: listPostCategoriesQuery, response: { 200: listPostCategoriesResponse } } },
    async (request) => ({ success: true as const, categories: await listPostCategories(areaContext(request)) }),
  );

  app.post(
    "/api/gym-posts/categories/create/",
    { schema: { body: createPostCategoryBody, response: { 200: postCategoryResponse } } },
    async (request) => {
      const category = await createPostCategory(areaContext(request), request.body);
      return { success: true as const, message: POST_CATEGORY_CREATED, category };
    },
  );

  app.patch(
    "/api/gym-posts/categories/:id/update/",
    { schema: { params: idParams, body: updatePostCategoryBody, response: { 200: postCategoryResponse } } },
    async (request) => {
      const category = await updatePostCategory(areaContext(request), request.params.id, request.body);
      return { success: true as const, message: POST_CATEGORY_UPDATED, category };
    },
  );

  app.delete(
    "/api/gym-posts/categories/:id/delete/",
    {
      schema: { params: idParams, querystring: z.object(authFields), response: { 200: deletePostCategoryResponse } },
    },
    async (request) => {
      await deletePostCategory(areaContext(request), request.params.id);
      return { success: true as const, message: POST_CATEGORY_DELETED, id: request.params.id };
    },
  );
};
