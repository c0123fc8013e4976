import type { FoodItem } from "@gym/contracts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { FoodItemRow } from "./repository.ts";

/** A numeric(8,2) figure as the JSON number the API answers (exact for two decimals). */
const num = (value: Prisma.Decimal) => Number(value.toFixed(2));
const numOrNull = (value: Prisma.Decimal | null) => (value === null ? null : num(value));

export function toFoodItem(row: FoodItemRow): FoodItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category_id,
    category_name: row.category.name,
    calories: num(row.calories),
    protein: num(row.protein),
    carbohydrates: numOrNull(row.carbohydrates),
    fat: numOrNull(row.fat),
    serving_size: row.serving_size,
    preparation_time: numOrNull(row.preparation_time),
    cooking_time: numOrNull(row.cooking_time),
    difficulty_level: row.difficulty_level,
    ingredients: row.ingredients,
    instructions: row.instructions,
    is_vegetarian: row.is_vegetarian,
    is_vegan: row.is_vegan,
    is_gluten_free: row.is_gluten_free,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
