import { DIFFICULTY_COLOURS, EXERCISE_DIFFICULTIES } from "@gym/contracts";

/** Part 1 §9: "Difficulty colours: beginner green, intermediate orange, advanced red." Unknown → gray. */
export function difficultyColor(difficulty: string | null | undefined): string {
  const upper = difficulty?.toUpperCase();
  const known = EXERCISE_DIFFICULTIES.find((level) => level === upper);
  return known ? DIFFICULTY_COLOURS[known] : "gray";
}

/** `RESISTANCE_BANDS` → `Resistance Bands`: enum values are identifiers, so make them readable. */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return "";
  return value
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Select options for an enum list, labelled readably, valued as the API spells them. */
export function enumOptions<T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: enumLabel(value) }));
}
