import type { VisitsPerDayResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ReportRange } from "../utils/report-range.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/reports/visits/ (designed, decision 0255): visits per day (every day of the range). */
export const VISITS_REPORT_PATH = "/api/attendance/reports/visits/";

export function getVisitsReport(range: ReportRange, signal?: AbortSignal): Promise<VisitsPerDayResponse> {
  return apiRequest<VisitsPerDayResponse>(VISITS_REPORT_PATH, { query: { ...range }, ...(signal ? { signal } : {}) });
}

export const visitsReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: attendanceKeys.report("visits", range),
    queryFn: ({ signal }) => getVisitsReport(range, signal),
  });

export function useVisitsReport(range: ReportRange) {
  return useQuery(visitsReportQueryOptions(range));
}
