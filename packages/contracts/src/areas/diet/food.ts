import {
  authFields,
  blankToUndefined,
  formBoolean,
  optionalText,
  pageNumber,
  requiredText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { clearableText, dietCategoryId, difficultyLevel, FOOD_DIFFICULTIES, figure, optionalFigure } from "./fields.ts";
import { FOOD_NAME_REQUIRED, SERVING_SIZE_REQUIRED } from "./messages.ts";

/** Part 2 §3 "Food item", §5, §9. */
export const FOOD_NAME_MAX = 200;
export const FOOD_SERVING_SIZE_MAX = 100;
export const FOOD_LONG_TEXT_MAX = 5000;

/** The labels of the figures, as the form and the messages name them. */
export const FOOD_FIGURE_LABELS = {
  calories: "Calories",
  protein: "Protein",
  carbohydrates: "Carbohydrates",
  fat: "Fat",
  preparation_time: "Preparation time",
  cooking_time: "Cooking time",
} as const;
const L = FOOD_FIGURE_LABELS;

const flag = z.preprocess(blankToUndefined, formBoolean.optional());

/** The optional fields of create and update: figures null or blank clear, text null or blank empties. */
const foodDetails = {
  description: clearableText(FOOD_LONG_TEXT_MAX),
  carbohydrates: optionalFigure(L.carbohydrates),
  fat: optionalFigure(L.fat),
  preparation_time: optionalFigure(L.preparation_time),
  cooking_time: optionalFigure(L.cooking_time),
  difficulty_level: difficultyLevel,
  ingredients: clearableText(FOOD_LONG_TEXT_MAX),
  instructions: clearableText(FOOD_LONG_TEXT_MAX),
  is_vegetarian: flag,
  is_vegan: flag,
  is_gluten_free: flag,
};

/** POST food/create/ (JSON, "food fields"): name, category, calories, protein and serving_size required (§5). */
export const createFoodItemBody = z.object({
  ...authFields,
  name: requiredText("name", FOOD_NAME_MAX, FOOD_NAME_REQUIRED),
  category: dietCategoryId,
  calories: figure(L.calories),
  protein: figure(L.protein),
  serving_size: requiredText("serving_size", FOOD_SERVING_SIZE_MAX, SERVING_SIZE_REQUIRED),
  ...foodDetails,
});
export type CreateFoodItemBody = z.infer<typeof createFoodItemBody>;
/** What the web form holds before parsing. */
export type FoodItemFormInput = z.input<typeof createFoodItemBody>;

/** PATCH food/{id}/update/ (JSON): omitted fields keep their value; a given required field must still be valid. */
export const updateFoodItemBody = z.object({
  ...authFields,
  name: requiredText("name", FOOD_NAME_MAX, FOOD_NAME_REQUIRED).optional(),
  category: dietCategoryId.optional(),
  calories: figure(L.calories).optional(),
  protein: figure(L.protein).optional(),
  serving_size: requiredText("serving_size", FOOD_SERVING_SIZE_MAX, SERVING_SIZE_REQUIRED).optional(),
  ...foodDetails,
});
export type UpdateFoodItemBody = z.infer<typeof updateFoodItemBody>;

/** The read shape of part 2 §3. Figures are JSON numbers; optional ones are null when not given. */
export const foodItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.number().int(),
  category_name: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number().nullable(),
  fat: z.number().nullable(),
  serving_size: z.string(),
  preparation_time: z.number().nullable(),
  cooking_time: z.number().nullable(),
  difficulty_level: z.enum(FOOD_DIFFICULTIES),
  ingredients: z.string(),
  instructions: z.string(),
  is_vegetarian: z.boolean(),
  is_vegan: z.boolean(),
  is_gluten_free: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FoodItem = z.infer<typeof foodItem>;

export const FOOD_ITEMS_PAGE_SIZE_DEFAULT = 24;
export const FOOD_ITEMS_PAGE_SIZE_MAX = 100;

/** GET menu/: the spec's optional filters (§7), filtered in SQL, plus paging (decision 0103). */
export const listFoodItemsQuery = z.object({
  ...authFields,
  category_id: z.preprocess(blankToUndefined, dietCategoryId.optional()),
  search: optionalText(100),
  is_vegetarian: flag,
  is_vegan: flag,
  is_gluten_free: flag,
  page: pageNumber(100_000, 1),
  page_size: pageNumber(FOOD_ITEMS_PAGE_SIZE_MAX, FOOD_ITEMS_PAGE_SIZE_DEFAULT),
});
export type ListFoodItemsQuery = z.input<typeof listFoodItemsQuery>;
export type ListFoodItemsFilter = z.infer<typeof listFoodItemsQuery>;

/** The stat cards of part 2 §2 for the whole menu, whatever the filters (decision 0103). */
export const foodMenuSummary = z.object({
  total: z.number().int(),
  vegetarian: z.number().int(),
  vegan: z.number().int(),
  gluten_free: z.number().int(),
});
export type FoodMenuSummary = z.infer<typeof foodMenuSummary>;

export const listFoodItemsResponse = successBody({
  food_items: z.array(foodItem),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  summary: foodMenuSummary,
});
export type ListFoodItemsResponse = z.infer<typeof listFoodItemsResponse>;

export const foodItemDetailResponse = successBody({ food_item: foodItem });
export type FoodItemDetailResponse = z.infer<typeof foodItemDetailResponse>;

export const foodItemResponse = successMessageBody({ food_item: foodItem });
export type FoodItemResponse = z.infer<typeof foodItemResponse>;

export const deleteFoodItemResponse = successMessageBody({ id: z.number().int() });
export type DeleteFoodItemResponse = z.infer<typeof deleteFoodItemResponse>;
