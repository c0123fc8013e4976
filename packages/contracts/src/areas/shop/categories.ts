import {
  authFields,
  blankToUndefined,
  optionalText,
  requiredText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { clearList, optionalFlag, wholeCount } from "./fields.ts";
import { PRODUCT_CATEGORY_NAME_REQUIRED } from "./messages.ts";
import { page, pageSize } from "./paging.ts";

/** Part 2 §3 "Shop product category", §5, §9. */
export const PRODUCT_CATEGORY_NAME_MAX = 100;
export const PRODUCT_CATEGORY_DESCRIPTION_MAX = 2000;
export const SHOP_META_TITLE_MAX = 200;
export const SHOP_META_DESCRIPTION_MAX = 500;
/** §9: "product category display_order 0". */
export const DEFAULT_PRODUCT_CATEGORY_DISPLAY_ORDER = 0;

const categoryDetails = {
  description: optionalText(PRODUCT_CATEGORY_DESCRIPTION_MAX),
  is_active: optionalFlag,
  display_order: wholeCount("display_order"),
  meta_title: optionalText(SHOP_META_TITLE_MAX),
  meta_description: optionalText(SHOP_META_DESCRIPTION_MAX),
};

/** POST create: JSON, or multipart when an image is included (part 2 §7). */
export const createProductCategoryFields = z.object({
  name: requiredText("name", PRODUCT_CATEGORY_NAME_MAX, PRODUCT_CATEGORY_NAME_REQUIRED),
  ...categoryDetails,
});
export type CreateProductCategoryFields = z.infer<typeof createProductCategoryFields>;
/** What the web form holds before parsing. */
export type ProductCategoryFormInput = z.input<typeof createProductCategoryFields>;

export const PRODUCT_CATEGORY_CLEARABLE = ["description", "image", "meta_title", "meta_description"] as const;
export type ProductCategoryClearable = (typeof PRODUCT_CATEGORY_CLEARABLE)[number];

/** PATCH update (multipart): empty or omitted fields keep their value (part 2 §7); `clear` empties (decision 0152). */
export const updateProductCategoryFields = z.object({
  name: z.preprocess(blankToUndefined, z.string().trim().max(PRODUCT_CATEGORY_NAME_MAX).optional()),
  ...categoryDetails,
  clear: clearList(PRODUCT_CATEGORY_CLEARABLE),
});
export type UpdateProductCategoryFields = z.infer<typeof updateProductCategoryFields>;

export const productCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  meta_title: z.string(),
  meta_description: z.string(),
  /** Active products of this category (part 2 §3). */
  active_products_count: z.number().int(),
  /** Every product of this category, active or not: what blocks its delete (decision 0153). */
  products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductCategory = z.infer<typeof productCategory>;

export const PRODUCT_CATEGORIES_PAGE_SIZE_DEFAULT = 100;
export const PRODUCT_CATEGORIES_PAGE_SIZE_MAX = 200;

export const listProductCategoriesQuery = z.object({
  ...authFields,
  is_active: optionalFlag,
  page,
  page_size: pageSize(PRODUCT_CATEGORIES_PAGE_SIZE_DEFAULT, PRODUCT_CATEGORIES_PAGE_SIZE_MAX),
});
export type ListProductCategoriesQuery = z.input<typeof listProductCategoriesQuery>;

export const listProductCategoriesResponse = successBody({
  categories: z.array(productCategory),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ListProductCategoriesResponse = z.infer<typeof listProductCategoriesResponse>;

export const productCategoryResponse = successMessageBody({
  category: productCategory,
});
export type ProductCategoryResponse = z.infer<typeof productCategoryResponse>;

export const deleteShopItemResponse = successMessageBody({ id: z.number().int() });
export type DeleteShopItemResponse = z.infer<typeof deleteShopItemResponse>;
