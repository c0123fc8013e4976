import type { CashCloseDayResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { cashCloseKeys } from "./query-keys.ts";

/** GET /api/cash-close/days/{date}/ (designed, decision 0326): the day's money by method and per staff, and its close. */
export const cashCloseDayPath = (date: string) => `/api/cash-close/days/${date}/`;

export function getCashCloseDay(date: string, signal?: AbortSignal): Promise<CashCloseDayResponse> {
  return apiRequest<CashCloseDayResponse>(cashCloseDayPath(date), signal ? { signal } : {});
}

export const cashCloseDayQueryOptions = (date: string) =>
  queryOptions({ queryKey: cashCloseKeys.day(date), queryFn: ({ signal }) => getCashCloseDay(date, signal) });

/** `date`: a day (YYYY-MM-DD) or "today" (the gym's day, which the answer names). */
export function useCashCloseDay(date: string) {
  return useQuery(cashCloseDayQueryOptions(date));
}
