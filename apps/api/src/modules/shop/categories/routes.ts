import {
  authFields,
  createProductCategoryFields,
  deleteShopItemResponse,
  idParams,
  listProductCategoriesQuery,
  listProductCategoriesResponse,
  PRODUCT_CATEGORY_UPDATED,
  productCategoryResponse,
  SHOP_CATEGORY_CREATED,
  SHOP_CATEGORY_DELETED,
  updateProductCategoryFields,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { optionalImage, upload } from "../uploads.ts";
import {
  createProductCategory,
  deleteProductCategory,
  listProductCategories,
  updateProductCategory,
} from "./service.ts";

const image = { image: optionalImage("image") };

/** Shop product categories (part 2 §7): list, create (JSON or multipart), update (multipart), delete. */
export const productCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/gym-products/categories/",
    { schema: { querystring: listProductCategoriesQuery, response: { 200: listProductCategoriesResponse } } },
    async (request) => ({
      success: true as const,
      ...(await listProductCategories(areaContext(request), request.query)),
    }),
  );

  app.post(
    "/api/gym-products/categories/create/",
    {
      config: { upload },
      schema: {
        body: createProductCategoryFields.extend({ ...authFields, ...image }),
        response: { 200: productCategoryResponse },
      },
    },
    async (request) => {
      const { image: file, schema_name: _s, token: _t, ...fields } = request.body;
      const category = await createProductCategory(areaContext(request), fields, file);
      return { success: true as const, message: SHOP_CATEGORY_CREATED, category };
    },
  );

  app.patch(
    "/api/gym-products/categories/:id/update/",
    {
      config: { upload },
      schema: {
        params: idParams,
        body: updateProductCategoryFields.extend({ ...authFields, ...image }),
        response: { 200: productCategoryResponse },
      },
    },
    async (request) => {
      const { image: file, schema_name: _s, token: _t, ...fields } = request.body;
      const category = await updateProductCategory(areaContext(request), request.params.id, fields, file);
      return { success: true as const, message: PRODUCT_CATEGORY_UPDATED, category };
    },
  );

  app.delete(
    "/api/gym-products/categories/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deleteShopItemResponse } } },
    async (request) => {
      await deleteProductCategory(areaContext(request), request.params.id);
      return { success: true as const, message: SHOP_CATEGORY_DELETED, id: request.params.id };
    },
  );
};
