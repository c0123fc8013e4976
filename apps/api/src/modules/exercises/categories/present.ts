import type { ExerciseCategory } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { CategoryRow } from "./repository.ts";

export function toCategory(row: CategoryRow): ExerciseCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: mediaUrlOrNull(row.image),
    display_order: row.display_order,
    exercise_count: row._count.exercises,
  };
}
