import type { FeedbackChangedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateFeedback } from "./use-invalidate-feedback.ts";

/** POST /api/android/feedback/respond/{id}/ (part 2 §7): the follow-up `message`. */
export const feedbackFollowUpPath = (id: number) => `/api/android/feedback/respond/${id}/`;

export function addFeedbackFollowUp({
  id,
  message,
}: {
  id: number;
  message: string;
}): Promise<FeedbackChangedResponse> {
  return apiRequest<FeedbackChangedResponse>(feedbackFollowUpPath(id), {
    method: "POST",
    body: { message: message.trim() },
  });
}

export function useAddFeedbackFollowUp() {
  const invalidate = useInvalidateFeedback();
  return useMutation({ mutationFn: addFeedbackFollowUp, onSuccess: invalidate });
}
