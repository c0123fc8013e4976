import { FETCH_MEMBER_FAILED, type MemberProfileResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/members/members/{id}/ (designed, decision 0260): the member, their plan and their history's counts. */
export const memberPath = (id: number) => `/api/members/members/${id}/`;

export function getMember(id: number, signal?: AbortSignal): Promise<MemberProfileResponse> {
  return apiRequest<MemberProfileResponse>(memberPath(id), signal ? { signal } : {});
}

export function memberQueryOptions(id: number) {
  return queryOptions({ queryKey: memberKeys.detail(id), queryFn: ({ signal }) => getMember(id, signal) });
}

export function useMember(id: number) {
  return useQuery(memberQueryOptions(id));
}

/** The server's words for a failed load, else the profile's own text. */
export function memberErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.texts.error ?? error.texts.detail ?? FETCH_MEMBER_FAILED;
  return FETCH_MEMBER_FAILED;
}

/** A 404 is "no such member" (another gym's, deleted, or a mistyped address), not a failure to retry. */
export const isMemberMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
