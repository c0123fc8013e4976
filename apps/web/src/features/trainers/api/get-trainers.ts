import type { ListTrainersResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type TrainerListQuery, trainerKeys } from "./query-keys.ts";

/** GET /api/trainers/ (decision 0005): results[], active first then by name; filters is_active, search. */
export const TRAINERS_PATH = "/api/trainers/";

export function getTrainers(query: TrainerListQuery, signal?: AbortSignal): Promise<ListTrainersResponse> {
  return apiRequest<ListTrainersResponse>(TRAINERS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const trainersQueryOptions = (query: TrainerListQuery) =>
  queryOptions({
    queryKey: trainerKeys.list(query),
    queryFn: ({ signal }) => getTrainers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTrainers(query: TrainerListQuery) {
  return useQuery(trainersQueryOptions(query));
}
