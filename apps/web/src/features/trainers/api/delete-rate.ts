import type { TrainerAreaDeletedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateTrainers } from "./use-invalidate-trainers.ts";

/** DELETE /api/trainers/rates/{id}/delete/. */
export const deleteRatePath = (id: number) => `/api/trainers/rates/${id}/delete/`;

export function deleteRate(id: number): Promise<TrainerAreaDeletedResponse> {
  return apiRequest<TrainerAreaDeletedResponse>(deleteRatePath(id), { method: "DELETE" });
}

export function useDeleteRate() {
  const invalidate = useInvalidateTrainers();
  return useMutation({ mutationFn: deleteRate, onSuccess: invalidate });
}
