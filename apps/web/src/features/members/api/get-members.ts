import { FETCH_MEMBERS_FAILED, type MembersListResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { memberKeys } from "./query-keys.ts";
import type { MemberListQuery } from "./types.ts";

/** GET /api/members/members/ (part 1 §7): one page of members plus the four counts. */
export const MEMBERS_PATH = "/api/members/members/";

export function getMembers(query: MemberListQuery, signal?: AbortSignal): Promise<MembersListResponse> {
  return apiRequest<MembersListResponse>(MEMBERS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export function membersQueryOptions(query: MemberListQuery) {
  return queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    // Paging and typing in the search box keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(query: MemberListQuery) {
  return useQuery(membersQueryOptions(query));
}

/** Part 1 §8: "Member fetch: detail, error, else 'Failed to fetch members. Please try again.'" */
export function membersErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.texts.detail ?? error.texts.error ?? FETCH_MEMBERS_FAILED;
  return FETCH_MEMBERS_FAILED;
}
