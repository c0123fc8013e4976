import type { MemberLinkResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/**
 * GET, POST (make or rotate) and DELETE (revoke) /api/members/members/{id}/member-link/ (designed, decision
 * 0341): the member's private page link. One path, so the three calls share it.
 */
export const memberLinkPath = (id: number) => `/api/members/members/${id}/member-link/`;

/** Under the member's detail key, so reloading the profile reloads the link too. */
export const memberLinkKey = (id: number) => [...memberKeys.detail(id), "member-link"] as const;

export function getMemberLink(id: number, signal?: AbortSignal): Promise<MemberLinkResponse> {
  return apiRequest<MemberLinkResponse>(memberLinkPath(id), signal ? { signal } : {});
}

export function memberLinkQueryOptions(id: number) {
  return queryOptions({ queryKey: memberLinkKey(id), queryFn: ({ signal }) => getMemberLink(id, signal) });
}

export function useMemberLink(id: number) {
  return useQuery(memberLinkQueryOptions(id));
}
