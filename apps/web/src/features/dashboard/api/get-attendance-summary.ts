import type { AttendanceSummaryResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";

/** GET /api/attendance/summary/ (designed, decision 0252): today's check-ins, in the gym now, renewals due. */
export const ATTENDANCE_SUMMARY_PATH = "/api/attendance/summary/";

export function getAttendanceSummary(signal?: AbortSignal): Promise<AttendanceSummaryResponse> {
  return apiRequest<AttendanceSummaryResponse>(ATTENDANCE_SUMMARY_PATH, signal ? { signal } : {});
}

export const attendanceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.attendanceSummary(),
    queryFn: ({ signal }) => getAttendanceSummary(signal),
    // 'In the gym now' changes by itself as time passes.
    refetchInterval: 60_000,
  });

export function useAttendanceSummary() {
  return useQuery(attendanceSummaryQueryOptions());
}
