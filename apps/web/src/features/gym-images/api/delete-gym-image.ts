import type { DeleteGymImageResponse } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { getStoredUser } from "../../../lib/session-storage.ts";
import { GYM_IMAGES_KEY } from "./get-gym-images.ts";

/** DELETE /api/android/gyms/images/{id}/delete/ (part 1 §7): no payload. */
export const deleteGymImagePath = (id: number) => `/api/android/gyms/images/${id}/delete/`;

export function deleteGymImage(id: number): Promise<DeleteGymImageResponse> {
  return apiRequest<DeleteGymImageResponse>(deleteGymImagePath(id), {
    method: "DELETE",
    query: { schema_name: getStoredUser()?.schema_name },
  });
}

export function useDeleteGymImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGymImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GYM_IMAGES_KEY }),
  });
}
