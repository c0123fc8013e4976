import { authFields, blankToUndefined, optionalText, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { optionalMoney } from "../../money.ts";
import { optionalFlag, productCategoryId } from "./fields.ts";
import { page, pageSize } from "./paging.ts";
import { product } from "./product.ts";

/** Part 2 §2: the seven orderings, in the screen's order, as Django-style `ordering` values. */
export const PRODUCT_ORDERINGS = [
  "-created_at",
  "created_at",
  "name",
  "-name",
  "price",
  "-price",
  "-average_rating",
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];
export const PRODUCT_ORDERING_LABELS: Record<ProductOrdering, string> = {
  "-created_at": "Newest First",
  created_at: "Oldest First",
  name: "Name A-Z",
  "-name": "Name Z-A",
  price: "Price Low-High",
  "-price": "Price High-Low",
  "-average_rating": "Rating High-Low",
};
/** §9: "product ordering newest first". */
export const DEFAULT_PRODUCT_ORDERING: ProductOrdering = "-created_at";

export const PRODUCTS_PAGE_SIZE_DEFAULT = 24;
export const PRODUCTS_PAGE_SIZE_MAX = 100;

/** GET list: the spec's filters (non-empty ones only are sent), plus is_active and paging (decision 0154). */
export const listProductsQuery = z.object({
  ...authFields,
  search: optionalText(100),
  category: z.preprocess(blankToUndefined, productCategoryId.optional()),
  min_price: optionalMoney({ field: "min_price" }),
  max_price: optionalMoney({ field: "max_price" }),
  brand: optionalText(100),
  in_stock: optionalFlag,
  is_featured: optionalFlag,
  is_active: optionalFlag,
  ordering: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_ORDERINGS, { error: `ordering must be one of ${PRODUCT_ORDERINGS.join(", ")}` }).optional(),
  ),
  page,
  page_size: pageSize(PRODUCTS_PAGE_SIZE_DEFAULT, PRODUCTS_PAGE_SIZE_MAX),
});
export type ListProductsQuery = z.input<typeof listProductsQuery>;
export type ListProductsFilter = z.infer<typeof listProductsQuery>;

/** The whole shop's figures for the header and stat cards, whatever the filters (decision 0154). */
export const productsSummary = z.object({
  total: z.number().int(),
  active: z.number().int(),
  featured: z.number().int(),
  on_sale: z.number().int(),
  out_of_stock: z.number().int(),
  low_stock: z.number().int(),
});
export type ProductsSummary = z.infer<typeof productsSummary>;

export const listProductsResponse = successBody({
  products: z.array(product),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  summary: productsSummary,
});
export type ListProductsResponse = z.infer<typeof listProductsResponse>;
