import { blankToUndefined, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { productCategoryId } from "./fields.ts";
import { page, pageSize } from "./paging.ts";

/**
 * The shop on the gym's public page (issue 12 ★, decision 0156): only active products of active
 * categories, and only what a customer needs: no stock counts, thresholds, SKU, meta fields or order.
 */
export const PUBLIC_PRODUCTS_PAGE_SIZE_DEFAULT = 12;
export const PUBLIC_PRODUCTS_PAGE_SIZE_MAX = 48;

export const publicProductsQuery = z.object({
  category: z.preprocess(blankToUndefined, productCategoryId.optional()),
  page,
  page_size: pageSize(PUBLIC_PRODUCTS_PAGE_SIZE_DEFAULT, PUBLIC_PRODUCTS_PAGE_SIZE_MAX),
});
export type PublicProductsQuery = z.input<typeof publicProductsQuery>;

export const publicProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  brand: z.string(),
  price: z.number(),
  original_price: z.number().nullable(),
  is_on_sale: z.boolean(),
  discount_percentage: z.number().int(),
  in_stock: z.boolean(),
  is_featured: z.boolean(),
  main_image: z.string().nullable(),
  all_images: z.array(z.string()),
  features_list: z.array(z.string()),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  /** The number customers order on (10 digits): public by purpose. */
  whatsapp_number: z.string(),
});
export type PublicProduct = z.infer<typeof publicProduct>;

/** A category chip: only categories with something to show. */
export const publicProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
});
export type PublicProductCategory = z.infer<typeof publicProductCategory>;

/** GET /api/public/gyms/{schema_name}/products/ (designed). */
export const publicProductsResponse = successBody({
  products: z.array(publicProduct),
  categories: z.array(publicProductCategory),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PublicProductsResponse = z.infer<typeof publicProductsResponse>;
