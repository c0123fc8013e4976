import { authFields, isoDate, requiredText, successMessageBody } from "../../common.ts";
import { addDaysTo, daysFromTo } from "../../dates.ts";
import { z } from "../../messages.ts";
import { dayText } from "../member-payments/reminders.ts";

/**
 * Freezing (pausing) a membership (issue 24 §4; designed, decision 0258). A freeze covers `from_date` to
 * `to_date`, both days included, and moves the member's renewal date on by its days. Ending it early
 * (unfreeze) on a day D makes D the first day not frozen and gives back the days from D on.
 */

// ---- texts the desk reads ----
export const FREEZE_SAVED = "Membership frozen";
export const FREEZE_ENDED = "Freeze ended. The member can come in again.";
export const FAILED_TO_FREEZE = "Failed to freeze the membership";
export const FAILED_TO_UNFREEZE = "Failed to end the freeze";
export const FAILED_TO_FETCH_FREEZES = "Failed to fetch freezes";
export const FREEZE_REASON_REQUIRED = "Please give a reason for the freeze";
export const FREEZE_FROM_REQUIRED = "Please give the first day of the freeze";
export const FREEZE_TO_REQUIRED = "Please give the last day of the freeze";
export const FREEZE_ENDS_BEFORE_START = "The freeze must end on or after the day it starts";
export const FREEZE_SUSPENDED = "A suspended member cannot be frozen. Activate the member first.";
export const FREEZE_NOTHING_TO_END = "This member has no freeze to end";
export const freezeStartsTooEarly = (days: number, earliest: string) =>
  days === 0
    ? `A freeze cannot start before today (${dayText(earliest)})`
    : `A freeze can start at most ${days} days in the past (${dayText(earliest)} or later)`;
export const freezeOverlaps = (from: string, to: string) =>
  `This member already has a freeze from ${dayText(from)} to ${dayText(to)}. Freezes cannot overlap.`;
export const FREEZE_OVERLAPS_ANOTHER =
  "This member already has a freeze on some of these days. Freezes cannot overlap.";
/** Over the gym's yearly maximum in one calendar year (decision 0258): what it would make, and what is left. */
export const freezeOverYearlyMaximum = (year: number, max: number, usedBefore: number, newDays: number) =>
  `This freeze would make ${usedBefore + newDays} frozen days in ${year}; the gym allows at most ${max} a year (${Math.max(0, max - usedBefore)} left).`;
export const freezeAfterMembershipEnds = (renewalDate: string) =>
  `The membership ends on ${dayText(renewalDate)}, before this freeze starts. Renew it first.`;
export const frozenUntilText = (lastDay: string) => `Frozen until ${dayText(lastDay)}`;

// ---- the arithmetic (one place; the API and the tests use it) ----

/** A freeze's days as planned: from and to both included. */
export const freezeDays = (from: string, to: string) => daysFromTo(from, to) + 1;

/** What a stored freeze actually covers: the first day not frozen is `ended_on` when it was ended early. */
export interface FreezeSpan {
  from_date: string;
  to_date: string;
  ended_on: string | null;
}

/** The last day a freeze covers, or null when it was ended before it began (it covers nothing). */
export function lastFrozenDay(f: FreezeSpan): string | null {
  const last = f.ended_on && f.ended_on <= f.to_date ? addDaysTo(f.ended_on, -1) : f.to_date;
  return last < f.from_date ? null : last;
}

/** The days a freeze covers (after an early end, only those before it ended). */
export function frozenDays(f: FreezeSpan): number {
  const last = lastFrozenDay(f);
  return last === null ? 0 : freezeDays(f.from_date, last);
}

/**
 * Ending a freeze early on `today` (decision 0258): today is the first day not frozen (the member comes
 * in today), or the first day itself when the freeze has not begun (it is cancelled and covers nothing).
 * The days from then to `to_date` are given back: the renewal date moves back by them.
 */
export function endFreezeOn(f: Pick<FreezeSpan, "from_date" | "to_date">, today: string) {
  const endedOn = today < f.from_date ? f.from_date : today;
  return { ended_on: endedOn, days_given_back: daysFromTo(endedOn, f.to_date) + 1 };
}

/** Frozen days per calendar year (decision 0258: the yearly maximum counts calendar years, 1 Jan-31 Dec). */
export function frozenDaysByYear(spans: { from: string; to: string }[]): Map<number, number> {
  const byYear = new Map<number, number>();
  for (const { from, to } of spans) {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const start = from > `${year}-01-01` ? from : `${year}-01-01`;
      const end = to < `${year}-12-31` ? to : `${year}-12-31`;
      if (start <= end) byYear.set(year, (byYear.get(year) ?? 0) + freezeDays(start, end));
    }
  }
  return byYear;
}

/**
 * The first calendar year a new freeze would take over the gym's maximum, with the days already frozen
 * in it; null when it fits. `existing` are the member's other freezes as they cover days now.
 */
export function overYearlyMaximum(
  existing: FreezeSpan[],
  from: string,
  to: string,
  max: number,
): { year: number; usedBefore: number; newDays: number } | null {
  const spans = existing.flatMap((f) => {
    const last = lastFrozenDay(f);
    return last === null ? [] : [{ from: f.from_date, to: last }];
  });
  const before = frozenDaysByYear(spans);
  const adding = frozenDaysByYear([{ from, to }]);
  for (const [year, newDays] of [...adding].sort((a, b) => a[0] - b[0])) {
    const usedBefore = before.get(year) ?? 0;
    if (usedBefore + newDays > max) return { year, usedBefore, newDays };
  }
  return null;
}

// ---- requests ----

const day = (required: string) => z.string({ error: required }).trim().min(1, { error: required }).pipe(isoDate);

const freezeShape = {
  from_date: day(FREEZE_FROM_REQUIRED),
  to_date: day(FREEZE_TO_REQUIRED),
  reason: requiredText("reason", 500, FREEZE_REASON_REQUIRED),
};
const inOrder = (v: { from_date: string; to_date: string }) => v.to_date >= v.from_date;
const order = () => ({ error: FREEZE_ENDS_BEFORE_START, path: ["to_date"] });

/** The freeze form's fields, as the web validates them and the server reads them. */
export const freezeFields = z.object(freezeShape).refine(inOrder, order());
export type FreezeFields = z.infer<typeof freezeFields>;

/** POST /api/members/members/{id}/freeze/. */
export const freezeBody = z.object({ ...freezeShape, ...authFields }).refine(inOrder, order());
export type FreezeBody = z.infer<typeof freezeBody>;

// ---- responses ----

/** Where a freeze stands on the gym's today. */
export const FREEZE_STATES = ["UPCOMING", "FROZEN", "OVER", "CANCELLED"] as const;
export const freezeState = z.enum(FREEZE_STATES);
export type FreezeState = z.infer<typeof freezeState>;
export const FREEZE_STATE_LABELS: Record<FreezeState, string> = {
  UPCOMING: "Upcoming",
  FROZEN: "Frozen now",
  OVER: "Over",
  CANCELLED: "Cancelled",
};

export const memberFreeze = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  from_date: z.string(),
  to_date: z.string(),
  /** The last day it covers (before `to_date` when ended early); null when cancelled before it began. */
  last_frozen_day: z.string().nullable(),
  /** The days it covers. */
  days: z.number().int(),
  reason: z.string(),
  state: freezeState,
  created_at: z.string(),
  created_by: z.string().nullable(),
  ended_on: z.string().nullable(),
  ended_at: z.string().nullable(),
  ended_by: z.string().nullable(),
});
export type MemberFreeze = z.infer<typeof memberFreeze>;

export const freezeResponse = successMessageBody({
  freeze: memberFreeze,
  /** The member's renewal date after the change. */
  renewal_date: z.string(),
  /** The last frozen day when the member is frozen today, else null. */
  frozen_until: z.string().nullable(),
});
export type FreezeResponse = z.infer<typeof freezeResponse>;

export const freezesResponse = successMessageBody({
  member_id: z.number().int(),
  renewal_date: z.string(),
  frozen_until: z.string().nullable(),
  /** The gym's yearly maximum, and the days frozen in each calendar year with a freeze. */
  max_days_a_year: z.number().int(),
  days_by_year: z.array(z.object({ year: z.number().int(), days: z.number().int() })),
  /** Newest first. */
  results: z.array(memberFreeze),
});
export type FreezesResponse = z.infer<typeof freezesResponse>;
