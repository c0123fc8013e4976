import type { CheckInsResponse } from "@gym/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { addDays, gymToday } from "../../../lib/calendar-date.ts";
import { memberKeys } from "./query-keys.ts";

/** The visits list covers a year (the endpoint's longest range) ending today. */
const visitsFrom = () => addDays(gymToday(), -364) ?? undefined;

/** GET /api/attendance/check-ins/?member_id= (designed, decision 0255): the member's visits over the last year, newest first. */
export const MEMBER_VISITS_PATH = "/api/attendance/check-ins/";
export const MEMBER_HISTORY_PAGE_SIZE_VISITS = 10;

export function getMemberVisits(memberId: number, page: number, signal?: AbortSignal): Promise<CheckInsResponse> {
  return apiRequest<CheckInsResponse>(MEMBER_VISITS_PATH, {
    query: { member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_VISITS, from: visitsFrom() },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberVisits(memberId: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(memberId, "visits", page),
    queryFn: ({ signal }) => getMemberVisits(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}
