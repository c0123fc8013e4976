import type { GymMember } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/gym-members/ (part 2 §7): success, data[]; searched by name, username, email, phone or code. */
export const GYM_MEMBERS_PATH = "/api/gym-members/";

export function getGymMembers(search: string, signal?: AbortSignal) {
  return apiRequest<{ success: true; data: GymMember[] }>(GYM_MEMBERS_PATH, {
    query: { search, limit: 50 },
    ...(signal ? { signal } : {}),
  });
}

export const gymMembersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: paymentKeys.members(search),
    queryFn: ({ signal }) => getGymMembers(search, signal),
    placeholderData: keepPreviousData,
  });

export function useGymMembers(search: string) {
  return useQuery(gymMembersQueryOptions(search));
}
