import type { DeleteFoodItemResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateDiet } from "./use-invalidate-diet.ts";

/** DELETE /api/android/diet/food/{id}/delete/ (part 2 §7). */
export const deleteFoodItemPath = (id: number) => `/api/android/diet/food/${id}/delete/`;

export function deleteFoodItem(id: number): Promise<DeleteFoodItemResponse> {
  return apiRequest<DeleteFoodItemResponse>(deleteFoodItemPath(id), { method: "DELETE" });
}

export function useDeleteFoodItem() {
  const invalidate = useInvalidateDiet();
  return useMutation({ mutationFn: deleteFoodItem, onSuccess: invalidate });
}
