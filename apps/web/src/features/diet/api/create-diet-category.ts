import type { DietCategoryResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateDiet } from "./use-invalidate-diet.ts";

/** POST /api/android/diet/categories/create/ (part 2 §7): name, description, display_order. */
export const CREATE_DIET_CATEGORY_PATH = "/api/android/diet/categories/create/";

export interface DietCategoryValues {
  name: string;
  description: string;
  display_order: number | string;
}

export function createDietCategory(values: DietCategoryValues): Promise<DietCategoryResponse> {
  return apiRequest<DietCategoryResponse>(CREATE_DIET_CATEGORY_PATH, {
    method: "POST",
    body: { name: values.name.trim(), description: values.description.trim(), display_order: values.display_order },
  });
}

export function useCreateDietCategory() {
  const invalidate = useInvalidateDiet();
  return useMutation({ mutationFn: createDietCategory, onSuccess: invalidate });
}
