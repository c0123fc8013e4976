import type { FoodItemResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type FoodFormValues, foodBody } from "../utils/food-form.ts";
import { useInvalidateDiet } from "./use-invalidate-diet.ts";

/** POST /api/android/diet/food/create/ (part 2 §7): JSON food fields. */
export const CREATE_FOOD_ITEM_PATH = "/api/android/diet/food/create/";

export function createFoodItem(values: FoodFormValues): Promise<FoodItemResponse> {
  return apiRequest<FoodItemResponse>(CREATE_FOOD_ITEM_PATH, { method: "POST", body: foodBody(values) });
}

export function useCreateFoodItem() {
  const invalidate = useInvalidateDiet();
  return useMutation({ mutationFn: createFoodItem, onSuccess: invalidate });
}
