import type { DeleteExerciseImagesResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ExerciseImageType } from "./types.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/**
 * DELETE /api/android/exercise/{id}/delete-image/?image_type=... (part 1 §7): removes every image of
 * that type; returns message, total_deleted, remaining_images_count.
 */
export const deleteExerciseImagesPath = (id: number) => `/api/android/exercise/${id}/delete-image/`;

export interface DeleteExerciseImagesInput {
  id: number;
  imageType: ExerciseImageType;
}

export function deleteExerciseImages({ id, imageType }: DeleteExerciseImagesInput) {
  return apiRequest<DeleteExerciseImagesResponse>(deleteExerciseImagesPath(id), {
    method: "DELETE",
    query: { image_type: imageType },
  });
}

export function useDeleteExerciseImages() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: deleteExerciseImages, onSuccess: invalidate });
}
