import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { exerciseKeys } from "./query-keys.ts";
import type { MuscleGroup } from "./types.ts";

/** GET /api/android/exercise/muscle-groups/ (part 1 §7): reads success, muscle_groups. */
export const MUSCLE_GROUPS_PATH = "/api/android/exercise/muscle-groups/";

export async function getMuscleGroups(signal?: AbortSignal): Promise<MuscleGroup[]> {
  const answer = await apiRequest<{ muscle_groups: MuscleGroup[] }>(MUSCLE_GROUPS_PATH, signal ? { signal } : {});
  return answer.muscle_groups;
}

export const muscleGroupsQueryOptions = () =>
  queryOptions({ queryKey: exerciseKeys.muscleGroups(), queryFn: ({ signal }) => getMuscleGroups(signal) });

export function useMuscleGroups() {
  return useQuery(muscleGroupsQueryOptions());
}
