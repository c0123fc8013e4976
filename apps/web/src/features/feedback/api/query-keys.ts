import type { FeedbackPriority, FeedbackStatus } from "@gym/contracts";
import { feedbackListKeys } from "../../../lib/feedback-admin-list.ts";

export interface FeedbackListFilters {
  status: FeedbackStatus | null;
  priority: FeedbackPriority | null;
  category_id: number | null;
  page: number;
}

/**
 * One root key, so a response or follow-up reloads the list, the stat cards and the open details. The
 * list's key lives with the endpoint's one client (src/lib/feedback-admin-list.ts).
 */
export const feedbackKeys = {
  all: feedbackListKeys.all,
  list: feedbackListKeys.list,
  categories: () => [...feedbackListKeys.all, "categories"] as const,
  detail: (id: number) => [...feedbackListKeys.all, "detail", id] as const,
};

/** The public form's keys: outside the dashboard's, no session involved. */
export const publicFeedbackKeys = {
  categories: (schemaName: string) => ["public-feedback", schemaName, "categories"] as const,
};
