import type { AttendanceSettingsResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { attendanceKeys } from "./query-keys.ts";

/** GET /api/attendance/settings/ (designed, decision 0254). */
export const ATTENDANCE_SETTINGS_PATH = "/api/attendance/settings/";

export function getAttendanceSettings(signal?: AbortSignal): Promise<AttendanceSettingsResponse> {
  return apiRequest<AttendanceSettingsResponse>(ATTENDANCE_SETTINGS_PATH, signal ? { signal } : {});
}

export const attendanceSettingsQueryOptions = () =>
  queryOptions({ queryKey: attendanceKeys.settings(), queryFn: ({ signal }) => getAttendanceSettings(signal) });

export function useAttendanceSettings() {
  return useQuery(attendanceSettingsQueryOptions());
}
