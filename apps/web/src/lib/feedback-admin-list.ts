import {
  FEEDBACK_PAGE_SIZE,
  type FeedbackPriority,
  type FeedbackStatus,
  type ListFeedbackResponse,
} from "@gym/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/android/feedback/admin/list/ (part 2 §7): optional status, priority, category_id and member_id
 * (decision 0260); reads `feedbacks`. The one client of this endpoint (decision 0233): the feedback screen
 * and the member profile's Feedback list read it through here, under the feedback's key root, so a
 * response or a follow-up reloads both.
 */
export const FEEDBACK_ADMIN_LIST_PATH = "/api/android/feedback/admin/list/";

/** The filters a screen sets (null or absent: not sent); page_size defaults to the feedback screen's. */
export interface FeedbackListQuery {
  status?: FeedbackStatus | null;
  priority?: FeedbackPriority | null;
  category_id?: number | null;
  member_id?: number;
  page: number;
  page_size?: number;
}

export const feedbackListKeys = {
  all: ["feedback"] as const,
  lists: () => [...feedbackListKeys.all, "list"] as const,
  list: (query: FeedbackListQuery) => [...feedbackListKeys.lists(), query] as const,
};

export function getFeedbackList(query: FeedbackListQuery, signal?: AbortSignal): Promise<ListFeedbackResponse> {
  return apiRequest<ListFeedbackResponse>(FEEDBACK_ADMIN_LIST_PATH, {
    query: {
      status: query.status,
      priority: query.priority,
      category_id: query.category_id,
      member_id: query.member_id,
      page: query.page,
      page_size: query.page_size ?? FEEDBACK_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const feedbackListQueryOptions = (query: FeedbackListQuery) =>
  queryOptions({
    queryKey: feedbackListKeys.list(query),
    queryFn: ({ signal }) => getFeedbackList(query, signal),
    placeholderData: keepPreviousData,
  });
