import type { MuscleGroup } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type MuscleGroupInput, muscleGroupFormData } from "../utils/group-forms.ts";
import { useInvalidateExercises } from "./use-invalidate-exercises.ts";

/** POST /api/android/exercise/muscle-groups/create/ (part 1 §7): name, description, display_order, is_active, image. */
export const CREATE_MUSCLE_GROUP_PATH = "/api/android/exercise/muscle-groups/create/";

export async function createMuscleGroup(input: MuscleGroupInput): Promise<MuscleGroup> {
  const answer = await apiRequest<{ muscle_group: MuscleGroup }>(CREATE_MUSCLE_GROUP_PATH, {
    method: "POST",
    body: muscleGroupFormData(input),
  });
  return answer.muscle_group;
}

export function useCreateMuscleGroup() {
  const invalidate = useInvalidateExercises();
  return useMutation({ mutationFn: createMuscleGroup, onSuccess: invalidate });
}
