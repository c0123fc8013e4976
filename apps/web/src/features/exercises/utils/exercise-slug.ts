/** Part 1 §2: the detail route also finds an exercise "by its name lowercased with spaces turned to hyphens". */
export function exerciseNameSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

interface Findable {
  id: number;
  exercise_id: string;
  name: string;
}

/** The lookup order of part 1 §2: numeric id, then the exercise_id code, then the name slug. */
export function findExercise<T extends Findable>(exercises: readonly T[], key: string): T | undefined {
  const wanted = key.trim();
  if (!wanted) return undefined;
  return (
    exercises.find((exercise) => String(exercise.id) === wanted) ??
    exercises.find((exercise) => exercise.exercise_id === wanted) ??
    exercises.find((exercise) => exerciseNameSlug(exercise.name) === wanted.toLowerCase())
  );
}
