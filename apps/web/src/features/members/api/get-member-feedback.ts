import { useQuery } from "@tanstack/react-query";
import { feedbackListQueryOptions } from "../../../lib/feedback-admin-list.ts";

/** The member's feedback: GET /api/android/feedback/admin/list/?member_id= (decision 0260) through its one client (src/lib/feedback-admin-list.ts). */
export const MEMBER_HISTORY_PAGE_SIZE_FEEDBACK = 10;

export function useMemberFeedback(memberId: number, page: number) {
  return useQuery(
    feedbackListQueryOptions({ member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_FEEDBACK }),
  );
}
