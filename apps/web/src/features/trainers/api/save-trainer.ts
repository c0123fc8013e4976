import type { TrainerResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type TrainerFormValues, trainerFormData } from "../utils/trainer-form.ts";
import { useInvalidateTrainers } from "./use-invalidate-trainers.ts";

/**
 * POST /api/trainers/create/ and PUT /api/trainers/{id}/update/ (decision 0005): multipart, because the
 * optional profile image is "sent as multipart when present" (part 2 §5). A PUT without a file keeps the photo.
 */
export const CREATE_TRAINER_PATH = "/api/trainers/create/";
export const updateTrainerPath = (id: number) => `/api/trainers/${id}/update/`;

export function saveTrainer({
  id,
  values,
}: {
  id: number | null;
  values: TrainerFormValues;
}): Promise<TrainerResponse> {
  return apiRequest<TrainerResponse>(id === null ? CREATE_TRAINER_PATH : updateTrainerPath(id), {
    method: id === null ? "POST" : "PUT",
    body: trainerFormData(values),
  });
}

export function useSaveTrainer() {
  const invalidate = useInvalidateTrainers();
  return useMutation({ mutationFn: saveTrainer, onSuccess: invalidate });
}
