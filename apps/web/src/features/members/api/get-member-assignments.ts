import type { ListAssignmentsResponse } from "@gym/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/exercise-assignments/?member_id= (designed, decision 0005): the member's exercise assignments. */
export const MEMBER_ASSIGNMENTS_PATH = "/api/exercise-assignments/";
export const MEMBER_HISTORY_PAGE_SIZE_ASSIGNMENTS = 10;

export function getMemberAssignments(
  memberId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ListAssignmentsResponse> {
  return apiRequest<ListAssignmentsResponse>(MEMBER_ASSIGNMENTS_PATH, {
    query: { member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_ASSIGNMENTS },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberAssignments(memberId: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(memberId, "assignments", page),
    queryFn: ({ signal }) => getMemberAssignments(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}
