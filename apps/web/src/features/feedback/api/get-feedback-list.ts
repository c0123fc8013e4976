import { useQuery } from "@tanstack/react-query";
import { feedbackListQueryOptions } from "../../../lib/feedback-admin-list.ts";
import type { FeedbackListFilters } from "./query-keys.ts";

/** GET /api/android/feedback/admin/list/ through its one client (src/lib/feedback-admin-list.ts), 20 a page. */
export function useFeedbackList(filters: FeedbackListFilters) {
  return useQuery(feedbackListQueryOptions(filters));
}
