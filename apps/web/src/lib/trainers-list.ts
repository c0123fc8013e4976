import type { ListTrainersResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/trainers/ (decision 0005): results[], active first then by name; filters is_active, search.
 * The one client of this endpoint (issue 22 §5): the trainers screens and the booking screen's trainer
 * choices read it through here, under the trainers' key root, so a trainer change reloads them all.
 */
export const TRAINERS_PATH = "/api/trainers/";

/** What the screens ask the list for (the contracts' query schema takes the same names). */
export interface TrainerListQuery {
  search?: string;
  is_active?: boolean;
  page: number;
  page_size: number;
}

export const trainerListKeys = {
  all: ["trainers"] as const,
  list: (query: TrainerListQuery) => [...trainerListKeys.all, "list", query] as const,
};

export function getTrainers(query: TrainerListQuery, signal?: AbortSignal): Promise<ListTrainersResponse> {
  return apiRequest<ListTrainersResponse>(TRAINERS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const trainersQueryOptions = (query: TrainerListQuery) =>
  queryOptions({
    queryKey: trainerListKeys.list(query),
    queryFn: ({ signal }) => getTrainers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTrainers(query: TrainerListQuery) {
  return useQuery(trainersQueryOptions(query));
}

export interface TrainerOption {
  value: string;
  label: string;
  active: boolean;
}

/** Every trainer (active first) as choices, for a filter or a form. */
export function useTrainerOptions() {
  return useQuery({
    ...trainersQueryOptions({ page: 1, page_size: 200 }),
    select: (page): TrainerOption[] =>
      page.results.map((t) => ({ value: String(t.id), label: t.name, active: t.is_active })),
  });
}
