import type { ListAssignmentsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type AssignmentListQuery, assignmentKeys } from "./query-keys.ts";

/** GET /api/exercise-assignments/ (decision 0005): results[] newest first by assigned date, with member totals. */
export const ASSIGNMENTS_PATH = "/api/exercise-assignments/";

export function getAssignments(query: AssignmentListQuery, signal?: AbortSignal): Promise<ListAssignmentsResponse> {
  return apiRequest<ListAssignmentsResponse>(ASSIGNMENTS_PATH, { query: { ...query }, ...(signal ? { signal } : {}) });
}

export const assignmentsQueryOptions = (query: AssignmentListQuery) =>
  queryOptions({
    queryKey: assignmentKeys.list(query),
    queryFn: ({ signal }) => getAssignments(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAssignments(query: AssignmentListQuery) {
  return useQuery(assignmentsQueryOptions(query));
}
