import type { Post } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { postKeys } from "./query-keys.ts";

/** GET /api/gym-posts/posts/{id}/ (part 2 §7): success, post. */
export const postPath = (id: number) => `/api/gym-posts/posts/${id}/`;

export async function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  return (await apiRequest<{ post: Post }>(postPath(id), signal ? { signal } : {})).post;
}

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });

export function usePost(id: number | null) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== null });
}
