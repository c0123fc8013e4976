import type { NotAttendingResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/reports/not-attending/ (designed, decision 0255): the worklist 'paying but not attending', a page at a time. */
export const NOT_ATTENDING_PATH = "/api/attendance/reports/not-attending/";

export function getNotAttending(page: number, signal?: AbortSignal): Promise<NotAttendingResponse> {
  return apiRequest<NotAttendingResponse>(NOT_ATTENDING_PATH, {
    query: { page, page_size: 20 },
    ...(signal ? { signal } : {}),
  });
}

export const notAttendingQueryOptions = (page: number) =>
  queryOptions({
    queryKey: attendanceKeys.report("not-attending", { page }),
    queryFn: ({ signal }) => getNotAttending(page, signal),
    placeholderData: keepPreviousData,
  });

export function useNotAttending(page: number) {
  return useQuery(notAttendingQueryOptions(page));
}
