import type { DeleteTrainerResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateTrainers } from "./use-invalidate-trainers.ts";

/** DELETE /api/trainers/{id}/delete/: deletes, or deactivates a trainer with rates or bookings (decision 0123). */
export const deleteTrainerPath = (id: number) => `/api/trainers/${id}/delete/`;

export function deleteTrainer(id: number): Promise<DeleteTrainerResponse> {
  return apiRequest<DeleteTrainerResponse>(deleteTrainerPath(id), { method: "DELETE" });
}

export function useDeleteTrainer() {
  const invalidate = useInvalidateTrainers();
  return useMutation({ mutationFn: deleteTrainer, onSuccess: invalidate });
}
