import type { FeedbackChangedResponse, FeedbackPriority, FeedbackStatus } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateFeedback } from "./use-invalidate-feedback.ts";

/** PATCH /api/android/feedback/admin/respond/{id}/ (part 2 §7): status, priority, admin_response. */
export const respondToFeedbackPath = (id: number) => `/api/android/feedback/admin/respond/${id}/`;

export interface FeedbackResponseInput {
  id: number;
  status: FeedbackStatus;
  priority: FeedbackPriority;
  admin_response: string;
}

export function respondToFeedback({ id, ...body }: FeedbackResponseInput): Promise<FeedbackChangedResponse> {
  return apiRequest<FeedbackChangedResponse>(respondToFeedbackPath(id), {
    method: "PATCH",
    body: { ...body, admin_response: body.admin_response.trim() },
  });
}

export function useRespondToFeedback() {
  const invalidate = useInvalidateFeedback();
  return useMutation({ mutationFn: respondToFeedback, onSuccess: invalidate });
}
