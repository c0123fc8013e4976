import type { ListFoodItemsFilter } from "@gym/contracts";
import { likePattern } from "../../../lib/like-pattern.ts";

export type FoodFilter = Pick<
  ListFoodItemsFilter,
  "category_id" | "search" | "is_vegetarian" | "is_vegan" | "is_gluten_free"
>;

/** The menu's filters (part 2 §7) as one WHERE clause over `food_items f`, with numbered parameters. */
export function foodWhere(filter: FoodFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  if (filter.search) {
    const q = p(likePattern(filter.search));
    parts.push(`(f.name ILIKE ${q} OR f.description ILIKE ${q} OR f.ingredients ILIKE ${q})`);
  }
  if (filter.category_id !== undefined) parts.push(`f.category_id = ${p(filter.category_id)}`);
  if (filter.is_vegetarian !== undefined) parts.push(`f.is_vegetarian = ${p(filter.is_vegetarian)}`);
  if (filter.is_vegan !== undefined) parts.push(`f.is_vegan = ${p(filter.is_vegan)}`);
  if (filter.is_gluten_free !== undefined) parts.push(`f.is_gluten_free = ${p(filter.is_gluten_free)}`);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}
