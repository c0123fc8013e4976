import type { ListAssignmentsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/exercise-assignments/ (decision 0005): results[] newest first by assigned date, with member
 * totals. The one client of this endpoint (decision 0233): the exercise assignments screen and the member
 * profile's Assignments list (decision 0260) read it through here, under the assignments' key root, so
 * an assignment saved, completed or deleted reloads both.
 */
export const EXERCISE_ASSIGNMENTS_PATH = "/api/exercise-assignments/";

/** The list's filters: Member (all or one) and Status (all, pending, completed) (part 2 §2). */
export interface AssignmentListQuery {
  member_id?: number;
  is_success?: boolean;
  page: number;
  page_size: number;
}

export const assignmentListKeys = {
  all: ["assignments"] as const,
  lists: () => [...assignmentListKeys.all, "list"] as const,
  list: (query: AssignmentListQuery) => [...assignmentListKeys.lists(), query] as const,
};

export function getAssignments(query: AssignmentListQuery, signal?: AbortSignal): Promise<ListAssignmentsResponse> {
  return apiRequest<ListAssignmentsResponse>(EXERCISE_ASSIGNMENTS_PATH, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export const assignmentsQueryOptions = (query: AssignmentListQuery) =>
  queryOptions({
    queryKey: assignmentListKeys.list(query),
    queryFn: ({ signal }) => getAssignments(query, signal),
    placeholderData: keepPreviousData,
  });
