import { PUBLIC_GYM_PAGE_MAX_AGE, type PublicProductsResponse } from "@gym/contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { publicShopKeys } from "./query-keys.ts";

/** GET /api/public/gyms/{schema_name}/products/ (designed, decision 0156): no token needed. */
export const publicProductsPath = (schemaName: string) =>
  `/api/public/gyms/${encodeURIComponent(schemaName)}/products/`;

export function getPublicProducts(
  schemaName: string,
  query: { category: number | null; page: number },
  signal?: AbortSignal,
): Promise<PublicProductsResponse> {
  // A visitor's browser may hold a dashboard session of another gym: a public page never signs anyone out.
  return apiRequest<PublicProductsResponse>(publicProductsPath(schemaName), {
    query: { page: query.page, category: query.category },
    skipUnauthorizedHandling: true,
    ...(signal ? { signal } : {}),
  });
}

export const publicProductsQueryOptions = (schemaName: string, category: number | null) =>
  infiniteQueryOptions({
    queryKey: publicShopKeys.products(schemaName, category),
    queryFn: ({ pageParam, signal }) => getPublicProducts(schemaName, { category, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
    staleTime: PUBLIC_GYM_PAGE_MAX_AGE * 1000,
    // Switching category keeps the chips and cards on screen until the new list arrives.
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function usePublicProducts(schemaName: string, category: number | null) {
  return useInfiniteQuery(publicProductsQueryOptions(schemaName, category));
}
