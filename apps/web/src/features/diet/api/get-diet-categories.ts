import { DIET_CATEGORIES_PAGE_SIZE_MAX, type ListDietCategoriesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dietKeys } from "./query-keys.ts";

/** GET /api/android/diet/categories/ (part 2 §7): categories, in display order. */
export const DIET_CATEGORIES_PATH = "/api/android/diet/categories/";

export function getDietCategories(signal?: AbortSignal): Promise<ListDietCategoriesResponse> {
  return apiRequest<ListDietCategoriesResponse>(DIET_CATEGORIES_PATH, {
    query: { page_size: DIET_CATEGORIES_PAGE_SIZE_MAX },
    ...(signal ? { signal } : {}),
  });
}

export const dietCategoriesQueryOptions = () =>
  queryOptions({ queryKey: dietKeys.categories(), queryFn: ({ signal }) => getDietCategories(signal) });

export function useDietCategories() {
  return useQuery(dietCategoriesQueryOptions());
}
