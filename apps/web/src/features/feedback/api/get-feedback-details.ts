import type { FeedbackDetailsResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { feedbackKeys } from "./query-keys.ts";

/** GET /api/android/feedback/details/{id}/ (part 2 §7): reads `feedback`, conversation included. */
export const feedbackDetailsPath = (id: number) => `/api/android/feedback/details/${id}/`;

export function getFeedbackDetails(id: number, signal?: AbortSignal): Promise<FeedbackDetailsResponse> {
  return apiRequest<FeedbackDetailsResponse>(feedbackDetailsPath(id), signal ? { signal } : {});
}

export const feedbackDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: feedbackKeys.detail(id), queryFn: ({ signal }) => getFeedbackDetails(id, signal) });

export function useFeedbackDetails(id: number) {
  return useQuery(feedbackDetailsQueryOptions(id));
}
