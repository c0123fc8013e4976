import { authFields, isoDate, successBody } from "../common.ts";
import { daysText } from "../dates.ts";
import { z } from "../messages.ts";
import { memberStats } from "./members/index.ts";

// GET /api/dashboard/home/ (designed; docs/decisions/0006-dashboard-home.md): the home screen's
// member figures, expired memberships and birthdays, aggregated in SQL (part 1 §2, §4, §9).

// The home screen's texts and limits live apart from the schemas, so the screen imports no zod.
export * from "./dashboard-texts.ts";
export const BIRTHDAY_WINDOW_DAYS_BEFORE = 3;
export const BIRTHDAY_WINDOW_DAYS_AFTER = 7;

export const dashboardHomeQuery = z.object({
  /** Pins "today" (YYYY-MM-DD); default: the server's local date. */
  today: z.preprocess((v) => (v === "" ? undefined : v), isoDate.optional()),
  ...authFields,
});
export type DashboardHomeQuery = z.infer<typeof dashboardHomeQuery>;

/** 'Today!', 'Tomorrow', 'In N days', 'N days ago' (part 1 §2). */
export function birthdayLabel(daysUntil: number): string {
  if (daysUntil === 0) return "Today!";
  if (daysUntil === 1) return "Tomorrow";
  if (daysUntil > 1) return `In ${daysText(daysUntil)}`;
  return `${daysText(-daysUntil)} ago`;
}

export const expiredMembership = z.object({
  id: z.number().int(),
  member_id: z.string(),
  full_name: z.string(),
  phone: z.string(),
  status: z.string(),
  renewal_date: z.string().nullable(),
  /** Days since renewal_date; null when the membership is expired by status with a later renewal date. */
  days_since_expiry: z.number().int().nullable(),
  label: z.string(),
});

export const todaysBirthday = z.object({
  id: z.number().int(),
  member_id: z.string(),
  full_name: z.string(),
  date_of_birth: z.string(),
  /** The age the member turns on this birthday. */
  age: z.number().int(),
});

export const upcomingBirthday = z.object({
  id: z.number().int(),
  member_id: z.string(),
  full_name: z.string(),
  date_of_birth: z.string(),
  /** -3..-1 for birthdays in the last 3 days, 1..7 for the coming ones (today's are in `today`). */
  days_until: z.number().int(),
  age: z.number().int(),
  label: z.string(),
});

export const dashboardHomeResponse = successBody({
  gym_name: z.string(),
  today: z.string(),
  /** Same partition as the members list stats (display status). */
  members: memberStats,
  expired_memberships: z.object({
    /** The members list's expired count: status EXPIRED or a renewal date before today (decision 0036). */
    count: z.number().int(),
    /** Up to 7, most recently expired first, then those expired by status alone. */
    members: z.array(expiredMembership),
  }),
  birthdays: z.object({
    today: z.array(todaysBirthday),
    /**
     * At most 5 other birthdays from 3 days ago to 7 days ahead: the ones nearest today on either side
     * (a coming one before a missed one at the same distance), in date order (decision 0037).
     */
    upcoming: z.array(upcomingBirthday),
  }),
});
export type DashboardHomeResponse = z.infer<typeof dashboardHomeResponse>;
