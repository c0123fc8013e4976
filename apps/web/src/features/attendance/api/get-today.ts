import type { TodayResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/today/ (designed, decision 0252): today's check-ins, newest first, and who is in now. */
export const TODAY_PATH = "/api/attendance/today/";
/** The desk's list stays live by asking again this often (another desk's check-ins appear within it). */
export const TODAY_POLL_MS = 15_000;

export function getToday(signal?: AbortSignal): Promise<TodayResponse> {
  return apiRequest<TodayResponse>(TODAY_PATH, { query: { page_size: 100 }, ...(signal ? { signal } : {}) });
}

export const todayQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.today(),
    queryFn: ({ signal }) => getToday(signal),
    refetchInterval: TODAY_POLL_MS,
  });

export function useToday() {
  return useQuery(todayQueryOptions());
}
