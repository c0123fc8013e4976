import type { ListPostCategoriesResponse, PostCategory } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { postKeys } from "./query-keys.ts";

/** GET /api/gym-posts/categories/ (part 2 §7): success, categories. */
export const POST_CATEGORIES_PATH = "/api/gym-posts/categories/";

export async function getPostCategories(signal?: AbortSignal): Promise<PostCategory[]> {
  const answer = await apiRequest<ListPostCategoriesResponse>(POST_CATEGORIES_PATH, signal ? { signal } : {});
  return answer.categories;
}

export const postCategoriesQueryOptions = () =>
  queryOptions({ queryKey: postKeys.categories(), queryFn: ({ signal }) => getPostCategories(signal) });

export function usePostCategories() {
  return useQuery(postCategoriesQueryOptions());
}
