import type { TrainerResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { updateTrainerPath } from "./save-trainer.ts";
import { useInvalidateTrainers } from "./use-invalidate-trainers.ts";

/** PATCH /api/trainers/{id}/update/ with is_active: Activate/Deactivate (part 2 §4). */
export function setTrainerActive({ id, is_active }: { id: number; is_active: boolean }): Promise<TrainerResponse> {
  return apiRequest<TrainerResponse>(updateTrainerPath(id), { method: "PATCH", body: { is_active } });
}

export function useSetTrainerActive() {
  const invalidate = useInvalidateTrainers();
  return useMutation({ mutationFn: setTrainerActive, onSuccess: invalidate });
}
