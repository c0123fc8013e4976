import type { RateResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { updateRatePath } from "./save-rate.ts";
import { useInvalidateTrainers } from "./use-invalidate-trainers.ts";

/** PATCH /api/trainers/rates/{id}/update/ with is_active (part 2 §4). */
export function setRateActive({ id, is_active }: { id: number; is_active: boolean }): Promise<RateResponse> {
  return apiRequest<RateResponse>(updateRatePath(id), { method: "PATCH", body: { is_active } });
}

export function useSetRateActive() {
  const invalidate = useInvalidateTrainers();
  return useMutation({ mutationFn: setRateActive, onSuccess: invalidate });
}
