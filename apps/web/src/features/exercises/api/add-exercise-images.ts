import type { AddExerciseImagesResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { addImagesFormData, type ImageDraft } from "../utils/image-batch.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** PATCH /api/android/exercise/{id}/add-images/ (part 1 §7): image_N, image_type_N, alt_text_N, is_primary_N. */
export const addExerciseImagesPath = (id: number) => `/api/android/exercise/${id}/add-images/`;

export interface AddExerciseImagesInput {
  id: number;
  batch: readonly ImageDraft[];
}

export function addExerciseImages({ id, batch }: AddExerciseImagesInput): Promise<AddExerciseImagesResponse> {
  return apiRequest<AddExerciseImagesResponse>(addExerciseImagesPath(id), {
    method: "PATCH",
    body: addImagesFormData(batch),
  });
}

export function useAddExerciseImages() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: addExerciseImages, onSuccess: invalidate });
}
