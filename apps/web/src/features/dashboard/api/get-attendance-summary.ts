import type { AttendanceSummaryResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { ATTENDANCE_SUMMARY_PATH } from "./home-reads.ts";

/** GET /api/attendance/summary/ (designed, decision 0252): its path in home-reads.ts, for the first screen. */
export { ATTENDANCE_SUMMARY_PATH };

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
