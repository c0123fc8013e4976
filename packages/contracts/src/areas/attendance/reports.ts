import { authFields, pageNumber, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { dayRangeFields } from "./lists.ts";

/** Attendance reports (issue 24 §3; decision 0255): aggregated in SQL over the gym's calendar days. */

/** Visits per day default to the last 30 days; the heat map to the last 12 weeks. */
export const VISITS_DEFAULT_DAYS = 30;
export const HEAT_MAP_DEFAULT_DAYS = 84;
export const WORKLIST_PAGE_SIZE_DEFAULT = 50;
export const WORKLIST_PAGE_SIZE_MAX = 200;
/** ISO weekdays, Monday first, as the heat map's rows read. */
export const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export const reportRangeQuery = z.object({ ...authFields, ...dayRangeFields });

export const visitsPerDayResponse = successBody({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** Every day of the range, days without visits included. */
  days: z.array(z.object({ day: z.string(), visits: z.number().int(), members: z.number().int() })),
});
export type VisitsPerDayResponse = z.infer<typeof visitsPerDayResponse>;

export const heatMapResponse = successBody({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  /** 7 × 24 cells: weekday 1 (Monday) to 7, hour 0 to 23 of the gym's clock. */
  cells: z.array(z.object({ weekday: z.number().int(), hour: z.number().int(), visits: z.number().int() })),
});
export type HeatMapResponse = z.infer<typeof heatMapResponse>;

export const worklistQuery = z.object({
  ...authFields,
  page: pageNumber(1_000_000, 1),
  page_size: pageNumber(WORKLIST_PAGE_SIZE_MAX, WORKLIST_PAGE_SIZE_DEFAULT),
});

const worklistMember = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  full_name: z.string(),
  phone: z.string(),
  renewal_date: z.string(),
  /** The last visit's day; null when the member never came. */
  last_visit: z.string().nullable(),
  /** 'Last came 17 days ago', 'Never came'. */
  last_visit_text: z.string(),
  /** A wa.me link with the message; null without a mobile number WhatsApp takes. */
  whatsapp_url: z.string().nullable(),
});

export const notAttendingResponse = successBody({
  /** The setting in force: no visit in this many days. */
  days: z.number().int(),
  count: z.number().int(),
  members: z.array(worklistMember),
});
export type NotAttendingResponse = z.infer<typeof notAttendingResponse>;

export const notPayingResponse = successBody({
  days: z.number().int(),
  count: z.number().int(),
  members: z.array(
    worklistMember.extend({
      /** Visits in the last `days` days. */
      visits: z.number().int(),
      /** What they owe or why they should not be coming in: the door check's words. */
      reason: z.string(),
      amount_due: z.number(),
    }),
  ),
});
export type NotPayingResponse = z.infer<typeof notPayingResponse>;

export const RENEWALS_DUE_DAYS = 7;
export const SUMMARY_RENEWALS_SHOWN = 7;

/** GET /api/attendance/summary/: the dashboard home's attendance card (issue 24 §5). */
export const attendanceSummaryResponse = successBody({
  today: z.string(),
  check_ins_today: z.number().int(),
  in_gym_now: z.number().int(),
  in_gym_minutes: z.number().int(),
  renewals_due: z.object({
    /** Active members whose renewal date is today or within the next 6 days. */
    count: z.number().int(),
    members: z.array(
      z.object({
        id: z.number().int(),
        member_code: z.string(),
        full_name: z.string(),
        phone: z.string(),
        renewal_date: z.string(),
        days_left_text: z.string(),
      }),
    ),
  }),
});
export type AttendanceSummaryResponse = z.infer<typeof attendanceSummaryResponse>;
