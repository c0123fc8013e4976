import type { ListProductCategoriesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type CategoriesQuery, shopKeys } from "./query-keys.ts";

/** GET /api/gym-products/categories/ (part 2 §7): success, categories. */
export const PRODUCT_CATEGORIES_PATH = "/api/gym-products/categories/";

/** Every category at once: a gym's shop has a handful (decision 0153). */
const ALL: CategoriesQuery = { page_size: 200 };

export function getProductCategories(
  query: CategoriesQuery = ALL,
  signal?: AbortSignal,
): Promise<ListProductCategoriesResponse> {
  return apiRequest<ListProductCategoriesResponse>(PRODUCT_CATEGORIES_PATH, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export const productCategoriesQueryOptions = (query: CategoriesQuery = ALL) =>
  queryOptions({
    queryKey: shopKeys.categories(query),
    queryFn: ({ signal }) => getProductCategories(query, signal),
  });

export function useProductCategories(query: CategoriesQuery = ALL) {
  return useQuery(productCategoriesQueryOptions(query));
}
