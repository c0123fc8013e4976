import type { AttendanceSettingsFields, AttendanceSettingsResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/** PUT /api/attendance/settings/update/ (designed, decision 0254): the whole row. */
export const UPDATE_ATTENDANCE_SETTINGS_PATH = "/api/attendance/settings/update/";

export function updateAttendanceSettings(fields: AttendanceSettingsFields): Promise<AttendanceSettingsResponse> {
  return apiRequest<AttendanceSettingsResponse>(UPDATE_ATTENDANCE_SETTINGS_PATH, { method: "PUT", body: fields });
}

export function useUpdateAttendanceSettings() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: updateAttendanceSettings, onSuccess: () => invalidate() });
}
