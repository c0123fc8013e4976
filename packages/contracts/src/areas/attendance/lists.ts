import {
  authFields,
  blankToUndefined,
  dbId,
  optionalIsoDate,
  optionalText,
  pageNumber,
  successBody,
} from "../../common.ts";
import { addDaysTo, daysFromTo } from "../../dates.ts";
import { z } from "../../messages.ts";
import { memberStatus } from "../members/index.ts";
import { checkIn } from "./check-in.ts";
import { RANGE_ORDER, RANGE_TOO_LONG } from "./texts.ts";

export const CHECK_INS_PAGE_SIZE_DEFAULT = 50;
export const CHECK_INS_PAGE_SIZE_MAX = 200;
export const RANGE_MAX_DAYS = 366;
export const DESK_SEARCH_LIMIT = 10;

/** A day range from a query: `from` and `to` (YYYY-MM-DD, inclusive); each report has its own default. */
export const dayRangeFields = { from: optionalIsoDate, to: optionalIsoDate };

/** The range asked for, or the `defaultDays` ending today; refused when reversed or longer than a year. */
export function resolveRange(
  q: { from?: string | undefined; to?: string | undefined },
  today: string,
  defaultDays: number,
): { from: string; to: string } | { error: string } {
  const to = q.to ?? (q.from ? addDaysTo(q.from, defaultDays - 1) : today);
  const from = q.from ?? addDaysTo(to, -(defaultDays - 1));
  if (from > to) return { error: RANGE_ORDER };
  if (daysFromTo(from, to) + 1 > RANGE_MAX_DAYS) return { error: RANGE_TOO_LONG };
  return { from, to };
}

// ---- the desk's member search ----

export const deskSearchQuery = z.object({ ...authFields, search: optionalText(100) });

export const deskSearchMember = z.object({
  id: z.number().int(),
  member_code: z.string(),
  full_name: z.string(),
  phone: z.string(),
  profile_photo_url: z.string().nullable(),
  display_status: memberStatus,
  days_left_text: z.string(),
});
export type DeskSearchMember = z.infer<typeof deskSearchMember>;

export const deskSearchResponse = successBody({ members: z.array(deskSearchMember) });
export type DeskSearchResponse = z.infer<typeof deskSearchResponse>;

// ---- today's list ----

export const todayQuery = z.object({
  ...authFields,
  page: pageNumber(1_000_000, 1),
  page_size: pageNumber(CHECK_INS_PAGE_SIZE_MAX, CHECK_INS_PAGE_SIZE_DEFAULT),
});

export const todayResponse = successBody({
  day: z.string(),
  /** Check-ins today (all pages). */
  count: z.number().int(),
  /** Members checked in within the gym's 'in the gym now' minutes. */
  in_gym_now: z.number().int(),
  check_ins: z.array(checkIn),
});
export type TodayResponse = z.infer<typeof todayResponse>;

// ---- visits (a member's, or the gym's over a range) ----

export const checkInsQuery = z.object({
  ...authFields,
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  ...dayRangeFields,
  page: pageNumber(1_000_000, 1),
  page_size: pageNumber(CHECK_INS_PAGE_SIZE_MAX, CHECK_INS_PAGE_SIZE_DEFAULT),
});
export type CheckInsQuery = z.infer<typeof checkInsQuery>;

export const checkInsResponse = successBody({
  from: z.string(),
  to: z.string(),
  count: z.number().int(),
  check_ins: z.array(checkIn),
});
export type CheckInsResponse = z.infer<typeof checkInsResponse>;

/** A member's visits default to the last 90 days; the gym's list and the export to the last 30. */
export const MEMBER_VISITS_DEFAULT_DAYS = 90;
export const CHECK_INS_DEFAULT_DAYS = 30;

export const exportQuery = z.object({ ...authFields, ...dayRangeFields });
export const CHECK_INS_CSV_HEADER = [
  "Date",
  "Time",
  "Member code",
  "Member",
  "Phone",
  "Door",
  "Reason",
  "Override reason",
  "Checked in by",
  "Device",
  "How",
] as const;
