import { ATTENDANCE_DEFAULTS, type AttendanceSettingsFields } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { attendanceSettingsRepository } from "./repository.ts";

export async function getAttendanceSettings(ctx: AreaContext) {
  return { settings: await attendanceSettingsRepository(ctx).read(), defaults: { ...ATTENDANCE_DEFAULTS } };
}

export async function saveAttendanceSettings(ctx: AreaContext, fields: AttendanceSettingsFields) {
  await attendanceSettingsRepository(ctx).save(fields);
  return getAttendanceSettings(ctx);
}
