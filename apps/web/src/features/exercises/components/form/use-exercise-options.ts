import { useMemo } from "react";
import { useCategories } from "../../api/get-categories.ts";
import { useMuscleGroups } from "../../api/get-muscle-groups.ts";

export interface SelectOption {
  value: string;
  label: string;
}

/** Category and muscle-group choices for the exercise forms; one failure flag for both (part 1 §8). */
export function useExerciseOptions() {
  const categories = useCategories();
  const muscleGroups = useMuscleGroups();
  const categoryOptions = useMemo<SelectOption[]>(
    () => (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [categories.data],
  );
  const muscleOptions = useMemo<SelectOption[]>(
    () => (muscleGroups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
    [muscleGroups.data],
  );
  return {
    categoryOptions,
    muscleOptions,
    isLoading: categories.isPending || muscleGroups.isPending,
    isError: categories.isError || muscleGroups.isError,
    error: categories.error ?? muscleGroups.error,
    retry: () => {
      void categories.refetch();
      void muscleGroups.refetch();
    },
  };
}
