import type { NotPayingResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/reports/not-paying/ (designed, decision 0255): the worklist 'attending but not paid', a page at a time. */
export const NOT_PAYING_PATH = "/api/attendance/reports/not-paying/";

export function getNotPaying(page: number, signal?: AbortSignal): Promise<NotPayingResponse> {
  return apiRequest<NotPayingResponse>(NOT_PAYING_PATH, {
    query: { page, page_size: 20 },
    ...(signal ? { signal } : {}),
  });
}

export const notPayingQueryOptions = (page: number) =>
  queryOptions({
    queryKey: attendanceKeys.report("not-paying", { page }),
    queryFn: ({ signal }) => getNotPaying(page, signal),
    placeholderData: keepPreviousData,
  });

export function useNotPaying(page: number) {
  return useQuery(notPayingQueryOptions(page));
}
