import type { MuscleGroup } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { MuscleGroupRow } from "./repository.ts";

/** `exercise_count` counts exercises that work the group as their primary or a secondary muscle. */
export function toMuscleGroup(row: MuscleGroupRow): MuscleGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    display_order: row.display_order,
    is_active: row.is_active,
    image: mediaUrlOrNull(row.image),
    exercise_count: row._count.primary_exercises + row._count.secondary_of,
  };
}
