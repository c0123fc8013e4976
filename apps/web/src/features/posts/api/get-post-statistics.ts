import type { PostStatisticsResponse, PostTimeframe } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { postKeys } from "./query-keys.ts";

/** GET /api/gym-posts/statistics/ (part 2 §7): optional timeframe (omitted for all); success, data, message. */
export const POST_STATISTICS_PATH = "/api/gym-posts/statistics/";

export function getPostStatistics(timeframe: PostTimeframe, signal?: AbortSignal): Promise<PostStatisticsResponse> {
  return apiRequest<PostStatisticsResponse>(POST_STATISTICS_PATH, {
    query: { timeframe: timeframe === "all" ? undefined : timeframe },
    ...(signal ? { signal } : {}),
  });
}

export const postStatisticsQueryOptions = (timeframe: PostTimeframe) =>
  queryOptions({
    queryKey: postKeys.statistics(timeframe),
    queryFn: ({ signal }) => getPostStatistics(timeframe, signal),
    placeholderData: keepPreviousData,
  });

export function usePostStatistics(timeframe: PostTimeframe) {
  return useQuery(postStatisticsQueryOptions(timeframe));
}
