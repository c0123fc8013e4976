import { authFields, successMessageBody, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";

/** The gym's attendance settings (issue 24 §2, §3, §5; designed, decision 0254), with their defaults. */
export const ATTENDANCE_DEFAULTS = {
  /** Members with dues past their due date still get in (amber) for this many days; 0: red at once. */
  dues_grace_days: 7,
  /** A second check-in within this many minutes answers 'Already checked in at 07:12'. */
  repeat_window_minutes: 120,
  /** 'Paying but not attending': active and paid, no visit in this many days. */
  not_attending_days: 14,
  /** 'In the gym now': checked in within this many minutes. */
  in_gym_minutes: 90,
  /** Freezing (decision 0258): the most days a member may be frozen in one calendar year; 0 turns freezing off. */
  freeze_days_a_year: 60,
  /** A freeze may start at most this many days before today (the desk records a pause late); 0: today or later. */
  freeze_past_days: 7,
} as const;

export const ATTENDANCE_LIMITS = {
  dues_grace_days: [0, 60],
  repeat_window_minutes: [1, 1440],
  not_attending_days: [1, 365],
  in_gym_minutes: [10, 720],
  freeze_days_a_year: [0, 365],
  freeze_past_days: [0, 60],
} as const satisfies Record<keyof typeof ATTENDANCE_DEFAULTS, readonly [number, number]>;

export const ATTENDANCE_SETTING_LABELS: Record<keyof typeof ATTENDANCE_DEFAULTS, string> = {
  dues_grace_days: "Grace days for dues",
  repeat_window_minutes: "Repeat check-in window (minutes)",
  not_attending_days: "'Not attending' after (days)",
  in_gym_minutes: "'In the gym now' for (minutes)",
  freeze_days_a_year: "Most frozen days a year",
  freeze_past_days: "A freeze may start this many days back",
};

const setting = (key: keyof typeof ATTENDANCE_DEFAULTS) => {
  const [min, max] = ATTENDANCE_LIMITS[key];
  return wholeNumber(min, max, {
    required: `${ATTENDANCE_SETTING_LABELS[key]} is required`,
    invalid: `${ATTENDANCE_SETTING_LABELS[key]} must be a whole number from ${min} to ${max}`,
  });
};

/** The form's fields, as the web validates them and the server reads them. */
export const attendanceSettingsFields = z.object({
  dues_grace_days: setting("dues_grace_days"),
  repeat_window_minutes: setting("repeat_window_minutes"),
  not_attending_days: setting("not_attending_days"),
  in_gym_minutes: setting("in_gym_minutes"),
  freeze_days_a_year: setting("freeze_days_a_year"),
  freeze_past_days: setting("freeze_past_days"),
});
export type AttendanceSettingsFields = z.infer<typeof attendanceSettingsFields>;

export const updateAttendanceSettingsBody = attendanceSettingsFields.extend(authFields);

export const attendanceSettings = z.object({
  dues_grace_days: z.number().int(),
  repeat_window_minutes: z.number().int(),
  not_attending_days: z.number().int(),
  in_gym_minutes: z.number().int(),
  freeze_days_a_year: z.number().int(),
  freeze_past_days: z.number().int(),
});
export type AttendanceSettings = z.infer<typeof attendanceSettings>;

export const attendanceSettingsResponse = successMessageBody({
  settings: attendanceSettings,
  defaults: attendanceSettings,
});
export type AttendanceSettingsResponse = z.infer<typeof attendanceSettingsResponse>;
