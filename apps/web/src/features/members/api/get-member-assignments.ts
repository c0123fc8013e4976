import { useQuery } from "@tanstack/react-query";
import { assignmentsQueryOptions } from "../../../lib/exercise-assignments.ts";

/** The member's exercise assignments: GET /api/exercise-assignments/?member_id= through its one client (src/lib/exercise-assignments.ts). */
export const MEMBER_HISTORY_PAGE_SIZE_ASSIGNMENTS = 10;

export function useMemberAssignments(memberId: number, page: number) {
  return useQuery(
    assignmentsQueryOptions({ member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_ASSIGNMENTS }),
  );
}
