import type { GymMember } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { expenseKeys } from "./query-keys.ts";

/** GET /api/gym-members/ (part 2 §7): the members the Record Member Payment modal and the form offer. */
export const GYM_MEMBERS_PATH = "/api/gym-members/";

export function getPaymentMembers(search: string, signal?: AbortSignal) {
  return apiRequest<{ data: GymMember[] }>(GYM_MEMBERS_PATH, {
    query: { search: search || undefined, limit: 50 },
    ...(signal ? { signal } : {}),
  });
}

export const paymentMembersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: expenseKeys.members(search),
    queryFn: ({ signal }) => getPaymentMembers(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function usePaymentMembers(search: string, enabled = true) {
  return useQuery({ ...paymentMembersQueryOptions(search), enabled });
}
