import type { ListFeedbackResponse } from "@gym/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/android/feedback/admin/list/?member_id= (part 2 §7; the member filter, decision 0260): the member's feedback. */
export const MEMBER_FEEDBACK_PATH = "/api/android/feedback/admin/list/";
export const MEMBER_HISTORY_PAGE_SIZE_FEEDBACK = 10;

export function getMemberFeedback(memberId: number, page: number, signal?: AbortSignal): Promise<ListFeedbackResponse> {
  return apiRequest<ListFeedbackResponse>(MEMBER_FEEDBACK_PATH, {
    query: { member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_FEEDBACK },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberFeedback(memberId: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(memberId, "feedback", page),
    queryFn: ({ signal }) => getMemberFeedback(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}
