import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { exerciseKeys } from "./query-keys.ts";
import type { ExerciseCategory } from "./types.ts";

/** GET /api/android/exercise/categories/ (part 1 §7): reads success, categories. */
export const CATEGORIES_PATH = "/api/android/exercise/categories/";

export async function getCategories(signal?: AbortSignal): Promise<ExerciseCategory[]> {
  const answer = await apiRequest<{ categories: ExerciseCategory[] }>(CATEGORIES_PATH, signal ? { signal } : {});
  return answer.categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: exerciseKeys.categories(), queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
