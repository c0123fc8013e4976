/** Diet management (part 2): diet categories and the food menu. */
export * from "./categories.ts";
export {
  DEFAULT_FOOD_DIFFICULTY,
  FOOD_DIFFICULTIES,
  FOOD_DIFFICULTY_LABELS,
  FOOD_FIGURE_MAX,
  type FoodDifficulty,
} from "./fields.ts";
export * from "./food.ts";
export * from "./messages.ts";
