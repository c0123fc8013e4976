import type { RateResponse, RateType } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateTrainers } from "./use-invalidate-trainers.ts";

/** POST /api/trainers/rates/create/ and PUT /api/trainers/rates/{id}/update/ (decision 0005, 0122). */
export const CREATE_RATE_PATH = "/api/trainers/rates/create/";
export const updateRatePath = (id: number) => `/api/trainers/rates/${id}/update/`;

export interface RateInput {
  trainer_id: number;
  rate_type: RateType;
  amount: string;
  currency: string;
}

/** On edit the trainer and rate type are sent unchanged: the server refuses a change (part 2 §5). */
export function saveRate({ id, input }: { id: number | null; input: RateInput }): Promise<RateResponse> {
  return apiRequest<RateResponse>(id === null ? CREATE_RATE_PATH : updateRatePath(id), {
    method: id === null ? "POST" : "PUT",
    body: input,
  });
}

export function useSaveRate() {
  const invalidate = useInvalidateTrainers();
  return useMutation({ mutationFn: saveRate, onSuccess: invalidate });
}
