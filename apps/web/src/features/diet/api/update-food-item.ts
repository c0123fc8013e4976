import type { FoodItemResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type FoodFormValues, foodBody } from "../utils/food-form.ts";
import { useInvalidateDiet } from "./use-invalidate-diet.ts";

/** PATCH /api/android/diet/food/{id}/update/ (part 2 §7): JSON food fields. */
export const updateFoodItemPath = (id: number) => `/api/android/diet/food/${id}/update/`;

export interface FoodItemUpdate {
  id: number;
  values: FoodFormValues;
}

export function updateFoodItem({ id, values }: FoodItemUpdate): Promise<FoodItemResponse> {
  return apiRequest<FoodItemResponse>(updateFoodItemPath(id), { method: "PATCH", body: foodBody(values) });
}

export function useUpdateFoodItem() {
  const invalidate = useInvalidateDiet();
  return useMutation({ mutationFn: updateFoodItem, onSuccess: invalidate });
}
