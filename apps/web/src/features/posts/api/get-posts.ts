import type { ListPostsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type PostFilters, toPostsQuery } from "../utils/post-filters.ts";
import { postKeys } from "./query-keys.ts";

/** GET /api/gym-posts/posts/ (part 2 §7): non-empty filters and the ordering; success, posts (paged). */
export const POSTS_PATH = "/api/gym-posts/posts/";

export function getPosts(filters: PostFilters, page: number, signal?: AbortSignal): Promise<ListPostsResponse> {
  return apiRequest<ListPostsResponse>(POSTS_PATH, {
    query: { ...toPostsQuery(filters), page },
    ...(signal ? { signal } : {}),
  });
}

export const postsQueryOptions = (filters: PostFilters, page: number) =>
  queryOptions({
    queryKey: postKeys.list(filters, page),
    queryFn: ({ signal }) => getPosts(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function usePosts(filters: PostFilters, page: number) {
  return useQuery(postsQueryOptions(filters, page));
}
