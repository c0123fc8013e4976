import type { ListRatesResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type RateListQuery, trainerKeys } from "./query-keys.ts";

/** GET /api/trainers/rates/ (decision 0005): results[] ordered by trainer name; filters trainer, is_active. */
export const RATES_PATH = "/api/trainers/rates/";

export function getRates(query: RateListQuery, signal?: AbortSignal): Promise<ListRatesResponse> {
  return apiRequest<ListRatesResponse>(RATES_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const ratesQueryOptions = (query: RateListQuery) =>
  queryOptions({
    queryKey: trainerKeys.rates(query),
    queryFn: ({ signal }) => getRates(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRates(query: RateListQuery) {
  return useQuery(ratesQueryOptions(query));
}
