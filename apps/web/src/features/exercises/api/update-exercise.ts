import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { Exercise } from "./types.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** PATCH /api/android/exercise/{id}/update/ (part 1 §7): edit fields, main_image, main_video; success. */
export const updateExercisePath = (id: number) => `/api/android/exercise/${id}/update/`;

export interface UpdateExerciseInput {
  id: number;
  /** Multipart: the edit form's fields (see exerciseFormData) or only a main_image. */
  body: FormData;
}

export async function updateExercise({ id, body }: UpdateExerciseInput): Promise<Exercise> {
  const answer = await apiRequest<{ exercise: Exercise }>(updateExercisePath(id), { method: "PATCH", body });
  return answer.exercise;
}

export function useUpdateExercise() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: updateExercise, onSuccess: invalidate });
}
