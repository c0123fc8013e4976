import type { ExerciseMenuFilters } from "./types.ts";

/** One root key, so any change to the library (create, update, images) reloads every list and detail. */
export const exerciseKeys = {
  all: ["exercises"] as const,
  categories: () => [...exerciseKeys.all, "categories"] as const,
  muscleGroups: () => [...exerciseKeys.all, "muscle-groups"] as const,
  menu: (filters: ExerciseMenuFilters) => [...exerciseKeys.all, "menu", filters] as const,
  detail: (key: string) => [...exerciseKeys.all, "detail", key] as const,
};
