import { PUBLIC_GYM_PAGE_MAX_AGE, type PublicPostsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { postKeys } from "./query-keys.ts";

/** GET /api/public/gyms/{schema_name}/posts/ (designed, decision 0144): no token. */
export const publicPostsPath = (schemaName: string) => `/api/public/gyms/${encodeURIComponent(schemaName)}/posts/`;

export function getPublicPosts(schemaName: string, page: number, signal?: AbortSignal) {
  // A visitor may hold another gym's dashboard session: a public page never signs anyone out.
  return apiRequest<PublicPostsResponse>(publicPostsPath(schemaName), {
    query: { page: page > 1 ? page : undefined },
    skipUnauthorizedHandling: true,
    ...(signal ? { signal } : {}),
  });
}

export const publicPostsQueryOptions = (schemaName: string, page: number) =>
  queryOptions({
    queryKey: postKeys.publicPosts(schemaName, page),
    queryFn: ({ signal }) => getPublicPosts(schemaName, page, signal),
    staleTime: PUBLIC_GYM_PAGE_MAX_AGE * 1000,
    placeholderData: keepPreviousData,
  });

export function usePublicPosts(schemaName: string, page: number) {
  return useQuery(publicPostsQueryOptions(schemaName, page));
}
