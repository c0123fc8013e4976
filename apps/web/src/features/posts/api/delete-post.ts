import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePosts } from "./use-invalidate-posts.ts";

/** DELETE /api/gym-posts/posts/{id}/delete/ (part 2 §7). */
export const deletePostPath = (id: number) => `/api/gym-posts/posts/${id}/delete/`;

export async function deletePost(id: number): Promise<void> {
  await apiRequest(deletePostPath(id), { method: "DELETE" });
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: deletePost, onSuccess: invalidate });
}
