import { authFields, pageNumber, requiredText, successBody, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { clearableText, displayOrder } from "./fields.ts";
import { DIET_CATEGORY_NAME_REQUIRED } from "./messages.ts";

/** Part 2 §3 "Diet category", §5, §9. */
export const DIET_CATEGORY_NAME_MAX = 100;
export const DIET_CATEGORY_DESCRIPTION_MAX = 2000;
/** §9: "new diet category display_order 1"; §5: minimum 1. */
export const DEFAULT_DIET_CATEGORY_DISPLAY_ORDER = 1;

/** POST categories/create/ (JSON): name, description, display_order (part 2 §7). */
export const createDietCategoryBody = z.object({
  ...authFields,
  name: requiredText("name", DIET_CATEGORY_NAME_MAX, DIET_CATEGORY_NAME_REQUIRED),
  description: clearableText(DIET_CATEGORY_DESCRIPTION_MAX),
  display_order: displayOrder,
});
export type CreateDietCategoryBody = z.infer<typeof createDietCategoryBody>;
/** What the web form holds before parsing. */
export type DietCategoryFormInput = z.input<typeof createDietCategoryBody>;

export const dietCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  display_order: z.number().int(),
  /** How many food items the category holds (decision 0102). */
  food_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DietCategory = z.infer<typeof dietCategory>;

export const DIET_CATEGORIES_PAGE_SIZE_DEFAULT = 100;
export const DIET_CATEGORIES_PAGE_SIZE_MAX = 200;

export const listDietCategoriesQuery = z.object({
  ...authFields,
  page: pageNumber(100_000, 1),
  page_size: pageNumber(DIET_CATEGORIES_PAGE_SIZE_MAX, DIET_CATEGORIES_PAGE_SIZE_DEFAULT),
});
export type ListDietCategoriesQuery = z.input<typeof listDietCategoriesQuery>;

export const listDietCategoriesResponse = successBody({
  categories: z.array(dietCategory),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ListDietCategoriesResponse = z.infer<typeof listDietCategoriesResponse>;

export const dietCategoryResponse = successMessageBody({
  category: dietCategory,
});
export type DietCategoryResponse = z.infer<typeof dietCategoryResponse>;
