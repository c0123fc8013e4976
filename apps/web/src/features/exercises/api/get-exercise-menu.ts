import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { exerciseKeys } from "./query-keys.ts";
import type { Exercise, ExerciseMenuFilters } from "./types.ts";

/**
 * GET /api/android/exercise/menu/ (part 1 §7): query category_id, muscle_group_id, difficulty,
 * equipment, search; reads success, exercises. Filtering happens on the server.
 */
export const EXERCISE_MENU_PATH = "/api/android/exercise/menu/";

export async function getExerciseMenu(filters: ExerciseMenuFilters, signal?: AbortSignal): Promise<Exercise[]> {
  const answer = await apiRequest<{ exercises: Exercise[] }>(EXERCISE_MENU_PATH, {
    query: { ...filters },
    ...(signal ? { signal } : {}),
  });
  return answer.exercises;
}

export const exerciseMenuQueryOptions = (filters: ExerciseMenuFilters) =>
  queryOptions({
    queryKey: exerciseKeys.menu(filters),
    queryFn: ({ signal }) => getExerciseMenu(filters, signal),
    // While a new filter loads, the previous cards stay instead of flashing to a spinner.
    placeholderData: keepPreviousData,
  });

export function useExerciseMenu(filters: ExerciseMenuFilters) {
  return useQuery(exerciseMenuQueryOptions(filters));
}
