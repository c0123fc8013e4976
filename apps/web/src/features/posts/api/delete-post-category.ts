import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePosts } from "./use-invalidate-posts.ts";

/** DELETE /api/gym-posts/categories/{id}/delete/ (refused with 409 while the category has posts). */
export const deletePostCategoryPath = (id: number) => `/api/gym-posts/categories/${id}/delete/`;

export async function deletePostCategory(id: number): Promise<void> {
  await apiRequest(deletePostCategoryPath(id), { method: "DELETE" });
}

export function useDeletePostCategory() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: deletePostCategory, onSuccess: invalidate });
}
