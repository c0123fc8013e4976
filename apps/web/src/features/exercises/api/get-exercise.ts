import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { findExercise } from "../utils/exercise-slug.ts";
import { getExerciseMenu } from "./get-exercise-menu.ts";
import { exerciseKeys } from "./query-keys.ts";
import type { Exercise } from "./types.ts";

/**
 * GET /api/android/exercise/{id}/ (designed, decision 0043 of the API): `{id}` is a numeric id, an
 * exercise_id code or a name slug; answers `{ success, exercise, can_edit }`.
 */
export const exerciseDetailPath = (key: string) => `/api/android/exercise/${encodeURIComponent(key)}/`;

export interface ExerciseDetail {
  exercise: Exercise;
  /** Part 1 §2's edit-permission flag. Absent → true: every signed-in user is gym staff (decision 0051). */
  canEdit: boolean;
}

/** No exercise answers to the key, by id, exercise_id or name slug. */
export class ExerciseNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Exercise ${key} not found`);
    this.name = "ExerciseNotFoundError";
  }
}

interface DetailAnswer {
  exercise?: Exercise;
  can_edit?: boolean;
}

export async function getExercise(key: string, signal?: AbortSignal): Promise<ExerciseDetail> {
  try {
    const answer = await apiRequest<DetailAnswer>(exerciseDetailPath(key), signal ? { signal } : {});
    // A key such as "menu" reaches another listing; only an answer with an exercise counts.
    if (answer.exercise) return { exercise: answer.exercise, canEdit: answer.can_edit ?? true };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  // The spec's own way (part 1 §2): load the menu and look the key up there.
  const found = findExercise(await getExerciseMenu({}, signal), key);
  if (!found) throw new ExerciseNotFoundError(key);
  return { exercise: found, canEdit: true };
}

export const exerciseQueryOptions = (key: string) =>
  queryOptions({
    queryKey: exerciseKeys.detail(key),
    queryFn: ({ signal }) => getExercise(key, signal),
    retry: (failureCount, error) =>
      !(error instanceof ExerciseNotFoundError) &&
      !(error instanceof ApiError && error.isClientError) &&
      failureCount < 2,
  });

export function useExercise(key: string) {
  return useQuery(exerciseQueryOptions(key));
}
