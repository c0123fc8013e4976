import type { ExerciseImageResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** PATCH /api/exercise/{id}/images/{imageId}/update/ (part 1 §7): alt_text, is_primary. */
export const updateExerciseImagePath = (id: number, imageId: number) => `/api/exercise/${id}/images/${imageId}/update/`;

export interface UpdateExerciseImageInput {
  id: number;
  imageId: number;
  is_primary?: boolean;
  alt_text?: string;
}

export function updateExerciseImage({ id, imageId, ...fields }: UpdateExerciseImageInput) {
  return apiRequest<ExerciseImageResponse>(updateExerciseImagePath(id, imageId), { method: "PATCH", body: fields });
}

export function useUpdateExerciseImage() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: updateExerciseImage, onSuccess: invalidate });
}
