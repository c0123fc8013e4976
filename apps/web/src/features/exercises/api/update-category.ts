import type { ExerciseCategory } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type CategoryInput, categoryFormData } from "../utils/group-forms.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** PATCH /api/android/exercise/categories/{id}/update/ (part 1 §7): category fields. */
export const updateCategoryPath = (id: number) => `/api/android/exercise/categories/${id}/update/`;

export async function updateCategory({ id, ...input }: CategoryInput & { id: number }): Promise<ExerciseCategory> {
  const answer = await apiRequest<{ category: ExerciseCategory }>(updateCategoryPath(id), {
    method: "PATCH",
    body: categoryFormData(input),
  });
  return answer.category;
}

export function useUpdateCategory() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: updateCategory, onSuccess: invalidate });
}
