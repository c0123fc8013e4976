import type { FreezesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/members/members/{id}/freezes/ (designed, decision 0258): a member's freezes, newest first. */
export const memberFreezesPath = (id: number) => `/api/members/members/${id}/freezes/`;

export function getMemberFreezes(id: number, signal?: AbortSignal): Promise<FreezesResponse> {
  return apiRequest<FreezesResponse>(memberFreezesPath(id), signal ? { signal } : {});
}

export function memberFreezesQueryOptions(id: number) {
  return queryOptions({ queryKey: memberKeys.freezes(id), queryFn: ({ signal }) => getMemberFreezes(id, signal) });
}

export function useMemberFreezes(id: number) {
  return useQuery(memberFreezesQueryOptions(id));
}
