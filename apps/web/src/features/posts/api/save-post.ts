import type { Post, PostSavedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePosts } from "./use-invalidate-posts.ts";

/** POST /api/gym-posts/posts/create/: multipart of non-empty post fields (utils/post-form.ts builds it). */
export const CREATE_POST_PATH = "/api/gym-posts/posts/create/";
/** PATCH /api/gym-posts/posts/{id}/update/: multipart; omitted fields keep their values. */
export const updatePostPath = (id: number) => `/api/gym-posts/posts/${id}/update/`;

export async function createPost(body: FormData): Promise<Post> {
  return (await apiRequest<PostSavedResponse>(CREATE_POST_PATH, { method: "POST", body })).post;
}

export async function updatePost({ id, body }: { id: number; body: FormData }): Promise<Post> {
  return (await apiRequest<PostSavedResponse>(updatePostPath(id), { method: "PATCH", body })).post;
}

export function useCreatePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: createPost, onSuccess: invalidate });
}

export function useUpdatePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: updatePost, onSuccess: invalidate });
}
