import type { ListFoodItemsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { FoodMenuQuery } from "../utils/food-filters.ts";
import { dietKeys } from "./query-keys.ts";

/** GET /api/android/diet/menu/ (part 2 §7): the set filters only; filtered and paged on the server. */
export const FOOD_MENU_PATH = "/api/android/diet/menu/";

export function getFoodItems(query: FoodMenuQuery, signal?: AbortSignal): Promise<ListFoodItemsResponse> {
  return apiRequest<ListFoodItemsResponse>(FOOD_MENU_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const foodItemsQueryOptions = (query: FoodMenuQuery) =>
  queryOptions({
    queryKey: dietKeys.menu(query),
    queryFn: ({ signal }) => getFoodItems(query, signal),
    // While new filters load, the previous cards stay instead of flashing to skeletons.
    placeholderData: keepPreviousData,
  });

export function useFoodItems(query: FoodMenuQuery) {
  return useQuery(foodItemsQueryOptions(query));
}
