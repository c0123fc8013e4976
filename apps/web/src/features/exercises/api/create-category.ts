import type { ExerciseCategory } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type CategoryInput, categoryFormData } from "../utils/group-forms.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** POST /api/android/exercise/categories/create/ (part 1 §7): name, description, image. */
export const CREATE_CATEGORY_PATH = "/api/android/exercise/categories/create/";

export async function createCategory(input: CategoryInput): Promise<ExerciseCategory> {
  const answer = await apiRequest<{ category: ExerciseCategory }>(CREATE_CATEGORY_PATH, {
    method: "POST",
    body: categoryFormData(input),
  });
  return answer.category;
}

export function useCreateCategory() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: createCategory, onSuccess: invalidate });
}
