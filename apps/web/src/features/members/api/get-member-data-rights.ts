import type { DataRightsResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/members/members/{id}/data-rights/ (designed, decisions 0300-0302): notice, consent, erasure. */
export const memberDataRightsPath = (id: number) => `/api/members/members/${id}/data-rights/`;

/** Under the members root key, so any change to members (an erasure archives) reloads it. */
export const memberDataRightsKey = (id: number) => [...memberKeys.all, "data-rights", id] as const;

export function getMemberDataRights(id: number, signal?: AbortSignal): Promise<DataRightsResponse> {
  return apiRequest<DataRightsResponse>(memberDataRightsPath(id), signal ? { signal } : {});
}

export function memberDataRightsQueryOptions(id: number) {
  return queryOptions({ queryKey: memberDataRightsKey(id), queryFn: ({ signal }) => getMemberDataRights(id, signal) });
}

export function useMemberDataRights(id: number) {
  return useQuery(memberDataRightsQueryOptions(id));
}
