import type { FreezeRequestStatus, FreezeRequestsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/members/freeze-requests/ (designed, decision 0344): members' freeze requests, newest first. */
export const FREEZE_REQUESTS_PATH = "/api/members/freeze-requests/";

export interface FreezeRequestsQuery {
  status?: FreezeRequestStatus;
  page: number;
}

export function getFreezeRequests(query: FreezeRequestsQuery, signal?: AbortSignal): Promise<FreezeRequestsResponse> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.status) params.set("status", query.status);
  return apiRequest<FreezeRequestsResponse>(`${FREEZE_REQUESTS_PATH}?${params}`, signal ? { signal } : {});
}

export const freezeRequestsQueryOptions = (query: FreezeRequestsQuery) =>
  queryOptions({
    queryKey: attendanceKeys.freezeRequests(query),
    queryFn: ({ signal }) => getFreezeRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFreezeRequests(query: FreezeRequestsQuery) {
  return useQuery(freezeRequestsQueryOptions(query));
}
