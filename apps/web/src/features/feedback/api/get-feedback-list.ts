import { FEEDBACK_PAGE_SIZE, type ListFeedbackResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type FeedbackListFilters, feedbackKeys } from "./query-keys.ts";

/** GET /api/android/feedback/admin/list/ (part 2 §7): optional status, priority, category_id; reads `feedbacks`. */
export const FEEDBACK_LIST_PATH = "/api/android/feedback/admin/list/";

export function getFeedbackList(filters: FeedbackListFilters, signal?: AbortSignal): Promise<ListFeedbackResponse> {
  return apiRequest<ListFeedbackResponse>(FEEDBACK_LIST_PATH, {
    query: {
      status: filters.status,
      priority: filters.priority,
      category_id: filters.category_id,
      page: filters.page,
      page_size: FEEDBACK_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const feedbackListQueryOptions = (filters: FeedbackListFilters) =>
  queryOptions({
    queryKey: feedbackKeys.list(filters),
    queryFn: ({ signal }) => getFeedbackList(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useFeedbackList(filters: FeedbackListFilters) {
  return useQuery(feedbackListQueryOptions(filters));
}
