import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ExerciseFormValues, exerciseFormData } from "../utils/exercise-form.ts";
import type { Exercise } from "./types.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** POST /api/android/exercise/create/ (part 1 §7): multipart, with main_image and main_video; returns exercise. */
export const CREATE_EXERCISE_PATH = "/api/android/exercise/create/";

export async function createExercise(values: ExerciseFormValues): Promise<Exercise> {
  const answer = await apiRequest<{ exercise: Exercise }>(CREATE_EXERCISE_PATH, {
    method: "POST",
    body: exerciseFormData(values),
  });
  return answer.exercise;
}

export function useCreateExercise() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: createExercise, onSuccess: invalidate });
}
