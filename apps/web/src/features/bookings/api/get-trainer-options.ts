import type { ListTrainersResponse } from "@gym/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { bookingKeys } from "./query-keys.ts";

/** GET /api/trainers/ (decision 0005): every trainer (active first) for the filter and the booking form. */
export const TRAINERS_PATH = "/api/trainers/";

export interface TrainerOption {
  value: string;
  label: string;
  active: boolean;
}

export async function getTrainerOptions(signal?: AbortSignal): Promise<TrainerOption[]> {
  const page = await apiRequest<ListTrainersResponse>(TRAINERS_PATH, {
    query: { page_size: 200 },
    ...(signal ? { signal } : {}),
  });
  return page.results.map((t) => ({ value: String(t.id), label: t.name, active: t.is_active }));
}

export function useTrainerOptions() {
  return useQuery({ queryKey: bookingKeys.trainerOptions(), queryFn: ({ signal }) => getTrainerOptions(signal) });
}
