import type { ProductsQuery } from "../utils/product-filters.ts";

/** The categories call's query string. */
export interface CategoriesQuery {
  page_size: number;
  is_active?: boolean;
}

/** One root key for the dashboard's shop, so any change (product or category) reloads every list and detail. */
export const shopKeys = {
  all: ["shop"] as const,
  categories: (query: CategoriesQuery) => [...shopKeys.all, "categories", query] as const,
  products: (query: ProductsQuery) => [...shopKeys.all, "products", query] as const,
  product: (id: number) => [...shopKeys.all, "product", id] as const,
};
