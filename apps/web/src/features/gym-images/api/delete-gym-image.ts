import type { DeleteGymImageResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateGymImages } from "./use-invalidate-gym-images.ts";

/** DELETE /api/android/gyms/images/{id}/delete/ (part 1 §7): no payload. */
export const deleteGymImagePath = (id: number) => `/api/android/gyms/images/${id}/delete/`;

export function deleteGymImage(id: number): Promise<DeleteGymImageResponse> {
  return apiRequest<DeleteGymImageResponse>(deleteGymImagePath(id), { method: "DELETE" });
}

export function useDeleteGymImage() {
  const invalidate = useInvalidateGymImages();
  return useMutation({ mutationFn: deleteGymImage, onSuccess: invalidate });
}
