import {
  authFields,
  createFoodItemBody,
  deleteFoodItemResponse,
  FOOD_ITEM_CREATED,
  FOOD_ITEM_DELETED,
  FOOD_ITEM_UPDATED,
  foodItemDetailResponse,
  foodItemResponse,
  idParams,
  listFoodItemsQuery,
  listFoodItemsResponse,
  updateFoodItemBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { createFoodItem, deleteFoodItem, getFoodItem, listFoodItems, updateFoodItem } from "./service.ts";

/** The food menu (part 2 §7 "Diet"): list with filters, detail, create, update, delete. */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/android/diet/menu/",
    { schema: { querystring: listFoodItemsQuery, response: { 200: listFoodItemsResponse } } },
    async (request) => ({ success: true as const, ...(await listFoodItems(areaContext(request), request.query)) }),
  );

  app.get(
    "/api/android/diet/food/:id/",
    { schema: { params: idParams, querystring: z.looseObject(authFields), response: { 200: foodItemDetailResponse } } },
    async (request) => ({
      success: true as const,
      food_item: await getFoodItem(areaContext(request), request.params.id),
    }),
  );

  app.post(
    "/api/android/diet/food/create/",
    { schema: { body: createFoodItemBody, response: { 200: foodItemResponse } } },
    async (request) => {
      const { schema_name: _s, token: _t, ...body } = request.body;
      const food_item = await createFoodItem(areaContext(request), body);
      return { success: true as const, message: FOOD_ITEM_CREATED, food_item };
    },
  );

  app.patch(
    "/api/android/diet/food/:id/update/",
    { schema: { params: idParams, body: updateFoodItemBody, response: { 200: foodItemResponse } } },
    async (request) => {
      const { schema_name: _s, token: _t, ...body } = request.body;
      const food_item = await updateFoodItem(areaContext(request), request.params.id, body);
      return { success: true as const, message: FOOD_ITEM_UPDATED, food_item };
    },
  );

  app.delete(
    "/api/android/diet/food/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: deleteFoodItemResponse } } },
    async (request) => {
      await deleteFoodItem(areaContext(request), request.params.id);
      return { success: true as const, message: FOOD_ITEM_DELETED, id: request.params.id };
    },
  );
};
