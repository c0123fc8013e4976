import {
  authFields,
  createProductFields,
  deleteShopItemResponse,
  idParams,
  listProductsQuery,
  listProductsResponse,
  PRODUCT_CREATED,
  PRODUCT_DELETED,
  PRODUCT_IMAGE_FIELDS,
  PRODUCT_UPDATED,
  productDetailResponse,
  productResponse,
  updateProductFields,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { optionalImage, upload } from "../uploads.ts";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  type ProductImages,
  updateProduct,
} from "./service.ts";

/** main_image, image_2, image_3, image_4: optional image files (part 2 §9 "a main image plus 3 more"). */
const images = Object.fromEntries(PRODUCT_IMAGE_FIELDS.map((f) => [f, optionalImage(f)])) as Record<
  (typeof PRODUCT_IMAGE_FIELDS)[number],
  ReturnType<typeof optionalImage>
>;

/** Splits a parsed form into its image files and its fields (auth fields dropped). */
function split<T extends Record<string, unknown>>(body: T) {
  const { schema_name: _s, token: _t, main_image, image_2, image_3, image_4, ...fields } = body;
  return { files: { main_image, image_2, image_3, image_4 } as ProductImages, fields };
}

/** Products (part 2 §7): list with filters and orderings, detail, create and update (multipart), delete. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/gym-products/products/",
    { schema: { querystring: listProductsQuery, response: { 200: listProductsResponse } } },
    async (request) => ({ success: true as const, ...(await listProducts(areaContext(request), request.query)) }),
  );

  app.get(
    "/api/gym-products/products/:id/",
    { schema: { params: idParams, querystring: z.looseObject(authFields), response: { 200: productDetailResponse } } },
    async (request) => ({ success: true as const, product: await getProduct(areaContext(request), request.params.id) }),
  );

  app.post(
    "/api/gym-products/products/create/",
    {
      config: { upload },
      schema: { body: createProductFields.extend({ ...authFields, ...images }), response: { 200: productResponse } },
    },
    async (request) => {
      const { files, fields } = split(request.body);
      const product = await createProduct(areaContext(request), fields, files);
      return { success: true as const, message: PRODUCT_CREATED, product };
    },
  );

  app.patch(
    "/api/gym-products/products/:id/update/",
    {
      config: { upload },
      schema: {
        params: idParams,
        body: updateProductFields.extend({ ...authFields, ...images }),
        response: { 200: productResponse },
      },
    },
    async (request) => {
      const { files, fields } = split(request.body);
      const product = await updateProduct(areaContext(request), request.params.id, fields, files);
      return { success: true as const, message: PRODUCT_UPDATED, product };
    },
  );

  app.delete(
    "/api/gym-products/products/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deleteShopItemResponse } } },
    async (request) => {
      await deleteProduct(areaContext(request), request.params.id);
      return { success: true as const, message: PRODUCT_DELETED, id: request.params.id };
    },
  );
};
