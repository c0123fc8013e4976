import type { DeskSearchResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/members/ (designed, decision 0253): phone (any part), name or member code. */
export const DESK_SEARCH_PATH = "/api/attendance/members/";

export function searchMembers(search: string, signal?: AbortSignal): Promise<DeskSearchResponse> {
  return apiRequest<DeskSearchResponse>(DESK_SEARCH_PATH, { query: { search }, ...(signal ? { signal } : {}) });
}

export const searchMembersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: attendanceKeys.search(search),
    queryFn: ({ signal }) => searchMembers(search, signal),
    enabled: search.trim() !== "",
    placeholderData: keepPreviousData,
  });

export function useSearchMembers(search: string) {
  return useQuery(searchMembersQueryOptions(search));
}
