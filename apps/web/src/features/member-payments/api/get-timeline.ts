import { TIMELINE_MONTHS_DEFAULT, type TimelineResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/timeline/ (part 2 §7): member_id, months (6). */
export const TIMELINE_PATH = "/api/expenses/member-payments/timeline/";

export function getTimeline(memberId: number, months: number, signal?: AbortSignal) {
  return apiRequest<TimelineResponse>(TIMELINE_PATH, {
    query: { member_id: memberId, months },
    ...(signal ? { signal } : {}),
  });
}

export const timelineQueryOptions = (memberId: number, months = TIMELINE_MONTHS_DEFAULT) =>
  queryOptions({
    queryKey: paymentKeys.timeline(memberId, months),
    queryFn: ({ signal }) => getTimeline(memberId, months, signal),
  });

export function useTimeline(memberId: number, months = TIMELINE_MONTHS_DEFAULT) {
  return useQuery(timelineQueryOptions(memberId, months));
}
