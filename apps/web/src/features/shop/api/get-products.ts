import type { ListProductsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ProductsQuery } from "../utils/product-filters.ts";
import { shopKeys } from "./query-keys.ts";

/** GET /api/gym-products/products/ (part 2 §7): non-empty filters only; filtered, ordered and paged on the server. */
export const PRODUCTS_PATH = "/api/gym-products/products/";

export function getProducts(query: ProductsQuery, signal?: AbortSignal): Promise<ListProductsResponse> {
  return apiRequest<ListProductsResponse>(PRODUCTS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: shopKeys.products(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // While new filters load, the previous cards stay instead of flashing to skeletons.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductsQuery) {
  return useQuery(productsQueryOptions(query));
}
