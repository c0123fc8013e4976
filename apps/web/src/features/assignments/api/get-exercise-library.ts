import type { ExerciseCategory, ExerciseMenuResponse } from "@gym/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { assignmentKeys } from "./query-keys.ts";

/** Part 2 §7: the assignment screen reads GET /android/exercise/categories/ … */
export const LIBRARY_CATEGORIES_PATH = "/android/exercise/categories/";
/** … and GET /android/exercise/menu/ with category_id. */
export const LIBRARY_MENU_PATH = "/android/exercise/menu/";

export interface ExerciseChoice {
  id: number;
  name: string;
  main_image_url: string | null;
}

export async function getExerciseCategories(signal?: AbortSignal): Promise<ExerciseCategory[]> {
  const answer = await apiRequest<{ categories: ExerciseCategory[] }>(
    LIBRARY_CATEGORIES_PATH,
    signal ? { signal } : {},
  );
  return answer.categories;
}

export async function getExercisesOf(categoryId: number, signal?: AbortSignal): Promise<ExerciseChoice[]> {
  const answer = await apiRequest<ExerciseMenuResponse>(LIBRARY_MENU_PATH, {
    query: { category_id: categoryId },
    ...(signal ? { signal } : {}),
  });
  return answer.exercises.map(({ id, name, main_image_url }) => ({ id, name, main_image_url }));
}

export function useExerciseCategories() {
  return useQuery({ queryKey: assignmentKeys.categories(), queryFn: ({ signal }) => getExerciseCategories(signal) });
}

/** Part 2 §8: "A failure to fetch exercises is only logged" — the selector then stays empty. */
export function useExercisesOf(categoryId: number | null) {
  return useQuery({
    queryKey: assignmentKeys.exercises(categoryId ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await getExercisesOf(categoryId!, signal);
      } catch (error) {
        if (!(error instanceof DOMException)) console.error("Failed to fetch exercises", error);
        return [];
      }
    },
    enabled: categoryId !== null,
  });
}
