import { blankToUndefined, optionalText, requiredText } from "../../common.ts";
import { z } from "../../messages.ts";
import { money, optionalMoney } from "../../money.ts";
import { SHOP_META_DESCRIPTION_MAX, SHOP_META_TITLE_MAX } from "./categories.ts";
import { clearList, optionalFlag, optionalRating, productCategoryId, whatsappNumber, wholeCount } from "./fields.ts";
import { PRODUCT_NAME_REQUIRED } from "./messages.ts";

/** Part 2 §3 "Product", §5, §9. */
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_SHORT_DESCRIPTION_MAX = 300;
export const PRODUCT_LONG_TEXT_MAX = 5000;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** "a main image plus 3 more" (§9), in the spec's field names. */
export const PRODUCT_IMAGE_FIELDS = ["main_image", "image_2", "image_3", "image_4"] as const;
export type ProductImageField = (typeof PRODUCT_IMAGE_FIELDS)[number];
/** Stock at or below this is low unless the product says otherwise (decision 0150). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** The optional fields of create and update (blank means not given). */
const productDetails = {
  description: optionalText(PRODUCT_LONG_TEXT_MAX),
  short_description: optionalText(PRODUCT_SHORT_DESCRIPTION_MAX),
  original_price: optionalMoney({ field: "Original price" }),
  brand: optionalText(100),
  model: optionalText(100),
  sku: optionalText(100),
  weight: optionalText(50),
  dimensions: optionalText(100),
  color: optionalText(50),
  size: optionalText(50),
  material: optionalText(100),
  stock_quantity: wholeCount("stock_quantity"),
  low_stock_threshold: wholeCount("low_stock_threshold"),
  is_active: optionalFlag,
  is_featured: optionalFlag,
  features: optionalText(PRODUCT_LONG_TEXT_MAX),
  usage_instructions: optionalText(PRODUCT_LONG_TEXT_MAX),
  warnings: optionalText(PRODUCT_LONG_TEXT_MAX),
  meta_title: optionalText(SHOP_META_TITLE_MAX),
  meta_description: optionalText(SHOP_META_DESCRIPTION_MAX),
  keywords: optionalText(500),
  display_order: wholeCount("display_order"),
  average_rating: optionalRating,
  total_reviews: wholeCount("total_reviews"),
};

/** POST create (multipart): the text parts; images are files (main_image, image_2..4). */
export const createProductFields = z.object({
  name: requiredText("name", PRODUCT_NAME_MAX, PRODUCT_NAME_REQUIRED),
  category: productCategoryId,
  price: money({ field: "Price" }),
  whatsapp_number: whatsappNumber,
  ...productDetails,
});
export type CreateProductFields = z.infer<typeof createProductFields>;
/** What the web form holds before parsing. */
export type ProductFormInput = z.input<typeof createProductFields>;

/** Optional fields an update may empty by naming them in `clear` (decision 0152). */
export const PRODUCT_CLEARABLE = [
  "description",
  "short_description",
  "original_price",
  "brand",
  "model",
  "sku",
  "weight",
  "dimensions",
  "color",
  "size",
  "material",
  "features",
  "usage_instructions",
  "warnings",
  "meta_title",
  "meta_description",
  "keywords",
  "main_image",
  "image_2",
  "image_3",
  "image_4",
] as const;
export type ProductClearable = (typeof PRODUCT_CLEARABLE)[number];

/** PATCH update (multipart, same shape): empty or omitted fields keep their value (part 2 §5, §7). */
export const updateProductFields = z.object({
  name: z.preprocess(blankToUndefined, z.string().trim().max(PRODUCT_NAME_MAX).optional()),
  category: z.preprocess(blankToUndefined, productCategoryId.optional()),
  price: optionalMoney({ field: "Price" }),
  whatsapp_number: z.preprocess(blankToUndefined, whatsappNumber.optional()),
  ...productDetails,
  clear: clearList(PRODUCT_CLEARABLE),
});
export type UpdateProductFields = z.infer<typeof updateProductFields>;
