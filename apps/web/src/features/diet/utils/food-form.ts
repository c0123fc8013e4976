import { DEFAULT_FOOD_DIFFICULTY, type FoodDifficulty, type FoodItem } from "@gym/contracts";

/** The add/edit food form (part 2 §2, §3). Numbers are what the number boxes hold: a number or "". */
export interface FoodFormValues {
  name: string;
  category: string | null;
  description: string;
  calories: number | string;
  protein: number | string;
  carbohydrates: number | string;
  fat: number | string;
  serving_size: string;
  preparation_time: number | string;
  cooking_time: number | string;
  difficulty_level: FoodDifficulty;
  ingredients: string;
  instructions: string;
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
}

export function emptyFoodValues(category: string | null = null): FoodFormValues {
  return {
    name: "",
    category,
    description: "",
    calories: "",
    protein: "",
    carbohydrates: "",
    fat: "",
    serving_size: "",
    preparation_time: "",
    cooking_time: "",
    difficulty_level: DEFAULT_FOOD_DIFFICULTY,
    ingredients: "",
    instructions: "",
    is_vegetarian: false,
    is_vegan: false,
    is_gluten_free: false,
  };
}

const box = (v: number | null) => (v === null ? "" : v);

export function foodValues(f: FoodItem): FoodFormValues {
  return {
    name: f.name,
    category: String(f.category),
    description: f.description,
    calories: f.calories,
    protein: f.protein,
    carbohydrates: box(f.carbohydrates),
    fat: box(f.fat),
    serving_size: f.serving_size,
    preparation_time: box(f.preparation_time),
    cooking_time: box(f.cooking_time),
    difficulty_level: f.difficulty_level,
    ingredients: f.ingredients,
    instructions: f.instructions,
    is_vegetarian: f.is_vegetarian,
    is_vegan: f.is_vegan,
    is_gluten_free: f.is_gluten_free,
  };
}

const optional = (v: number | string) => (typeof v === "string" && v.trim() === "" ? null : v);

/**
 * The JSON body of create and update ("food fields", part 2 §7): every field, an empty optional number
 * as null (so an edit can empty it), a vegan food always vegetarian (decision 0101).
 */
export function foodBody(v: FoodFormValues): Record<string, unknown> {
  return {
    name: v.name.trim(),
    category: v.category === null ? null : Number(v.category),
    description: v.description.trim(),
    calories: v.calories,
    protein: v.protein,
    carbohydrates: optional(v.carbohydrates),
    fat: optional(v.fat),
    serving_size: v.serving_size.trim(),
    preparation_time: optional(v.preparation_time),
    cooking_time: optional(v.cooking_time),
    difficulty_level: v.difficulty_level,
    ingredients: v.ingredients.trim(),
    instructions: v.instructions.trim(),
    is_vegetarian: v.is_vegetarian || v.is_vegan,
    is_vegan: v.is_vegan,
    is_gluten_free: v.is_gluten_free,
  };
}

/** "270 kcal", "5.4 g", "10 min": a figure with its unit, or null when not given. */
export const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${value.toLocaleString("en-IN", { maximumFractionDigits: 2 })} ${unit}`;
