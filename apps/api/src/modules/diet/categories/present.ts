import type { DietCategory } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { DietCategoryRow } from "./repository.ts";

const iso = (value: Date | string) => new Date(value).toISOString();

export function toDietCategory(row: DietCategoryRow): DietCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: mediaUrlOrNull(row.image),
    display_order: row.display_order,
    food_count: row.food_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
