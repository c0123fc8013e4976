import type { FeedbackPriority, FeedbackStatus } from "@gym/contracts";

export interface FeedbackListFilters {
  status: FeedbackStatus | null;
  priority: FeedbackPriority | null;
  category_id: number | null;
  page: number;
}

/** One root key, so a response or follow-up reloads the list, the stat cards and the open details. */
export const feedbackKeys = {
  all: ["feedback"] as const,
  list: (filters: FeedbackListFilters) => [...feedbackKeys.all, "list", filters] as const,
  categories: () => [...feedbackKeys.all, "categories"] as const,
  detail: (id: number) => [...feedbackKeys.all, "detail", id] as const,
};

/** The public form's keys: outside the dashboard's, no session involved. */
export const publicFeedbackKeys = {
  categories: (schemaName: string) => ["public-feedback", schemaName, "categories"] as const,
};
