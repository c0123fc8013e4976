import type { GymMember } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";
import { memberKeys } from "./members-list.ts";

/**
 * GET /api/gym-members/ (part 2 §7): success, data[]; searched by name, username, email, phone or
 * code. The one client of this endpoint (issue 22 §5) for the member pickers of expenses and member
 * payments. Keyed under the members' root, so a payment or a member change (both reload "members")
 * refreshes the statuses shown.
 */
export const GYM_MEMBERS_PATH = "/api/gym-members/";

export const gymMemberKeys = {
  search: (search: string) => [...memberKeys.all, "gym-members", search] as const,
};

export function getGymMembers(search: string, signal?: AbortSignal) {
  return apiRequest<{ success: true; data: GymMember[] }>(GYM_MEMBERS_PATH, {
    query: { search: search || undefined, limit: 50 },
    ...(signal ? { signal } : {}),
  });
}

export const gymMembersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: gymMemberKeys.search(search),
    queryFn: ({ signal }) => getGymMembers(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useGymMembers(search: string, enabled = true) {
  return useQuery({ ...gymMembersQueryOptions(search), enabled });
}
