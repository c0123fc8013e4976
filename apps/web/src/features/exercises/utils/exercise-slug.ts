import { exerciseSlug } from "@gym/contracts";

/**
 * Part 1 §2: the detail route finds an exercise "by id, then exercise_id, then by its name lowercased
 * with spaces turned to hyphens". The slug is the contracts' one, so the screen and the API agree.
 */
export const exerciseNameSlug = exerciseSlug;

interface Findable {
  id: number;
  exercise_id: string;
  name: string;
}

export function findExercise<T extends Findable>(exercises: readonly T[], key: string): T | undefined {
  const wanted = key.trim();
  if (!wanted) return undefined;
  return (
    exercises.find((exercise) => String(exercise.id) === wanted) ??
    exercises.find((exercise) => exercise.exercise_id === wanted) ??
    exercises.find((exercise) => exerciseNameSlug(exercise.name) === wanted.toLowerCase())
  );
}
