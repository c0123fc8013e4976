import type { FeedbackCategoriesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { feedbackKeys } from "./query-keys.ts";

/** GET /api/android/feedback/categories/ (part 2 §7; shape designed, decision 0111). */
export const FEEDBACK_CATEGORIES_PATH = "/api/android/feedback/categories/";

export function getFeedbackCategories(signal?: AbortSignal): Promise<FeedbackCategoriesResponse> {
  return apiRequest<FeedbackCategoriesResponse>(FEEDBACK_CATEGORIES_PATH, signal ? { signal } : {});
}

export const feedbackCategoriesQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.categories(), queryFn: ({ signal }) => getFeedbackCategories(signal) });

export function useFeedbackCategories() {
  return useQuery(feedbackCategoriesQueryOptions());
}
