import type { FoodItem, FoodItemDetailResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dietKeys } from "./query-keys.ts";

/** GET /api/android/diet/food/{id}/ (part 2 §7): food_item. */
export const foodItemPath = (id: number) => `/api/android/diet/food/${id}/`;

export async function getFoodItem(id: number, signal?: AbortSignal): Promise<FoodItem> {
  const answer = await apiRequest<FoodItemDetailResponse>(foodItemPath(id), signal ? { signal } : {});
  return answer.food_item;
}

/** `shown` (the card's copy) fills the details at once while the fresh item loads. */
export const foodItemQueryOptions = (id: number, shown?: FoodItem) =>
  queryOptions({
    queryKey: dietKeys.food(id),
    queryFn: ({ signal }) => getFoodItem(id, signal),
    ...(shown ? { placeholderData: shown } : {}),
  });

export function useFoodItem(id: number, shown?: FoodItem) {
  return useQuery(foodItemQueryOptions(id, shown));
}
