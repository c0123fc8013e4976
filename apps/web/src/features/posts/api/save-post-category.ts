import type { PostCategory, PostCategoryFormInput, PostCategoryResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePosts } from "./use-invalidate-posts.ts";

/** POST /api/gym-posts/categories/create/ (JSON: name, post_type, description, icon, color, is_active, display_order). */
export const CREATE_POST_CATEGORY_PATH = "/api/gym-posts/categories/create/";
/** PATCH /api/gym-posts/categories/{id}/update/ (the same body). */
export const updatePostCategoryPath = (id: number) => `/api/gym-posts/categories/${id}/update/`;

export async function createPostCategory(body: PostCategoryFormInput): Promise<PostCategory> {
  return (await apiRequest<PostCategoryResponse>(CREATE_POST_CATEGORY_PATH, { method: "POST", body })).category;
}

export async function updatePostCategory({
  id,
  ...body
}: PostCategoryFormInput & { id: number }): Promise<PostCategory> {
  return (await apiRequest<PostCategoryResponse>(updatePostCategoryPath(id), { method: "PATCH", body })).category;
}

export function useCreatePostCategory() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: createPostCategory, onSuccess: invalidate });
}

export function useUpdatePostCategory() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: updatePostCategory, onSuccess: invalidate });
}
