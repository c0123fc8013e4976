import { useQuery } from "@tanstack/react-query";
import { type AssignmentListQuery, assignmentsQueryOptions } from "../../../lib/exercise-assignments.ts";

/** GET /api/exercise-assignments/ through its one client (src/lib/exercise-assignments.ts). */
export function useAssignments(query: AssignmentListQuery) {
  return useQuery(assignmentsQueryOptions(query));
}
