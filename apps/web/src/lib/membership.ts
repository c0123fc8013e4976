import { MEMBER_STATUSES, type MemberStatus } from "@gym/contracts";
import { daysBetween, todayIso } from "./calendar-date.ts";

/** The server writes `days_left_text` with the same function, so the texts always agree. */
export { daysLeftText } from "@gym/contracts";
export { MEMBER_STATUSES, type MemberStatus };

/** Part 1 §4: member statuses, and how long a membership has left. */

export const STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: "Active",
  SUSPENDED: "Suspended",
  EXPIRED: "Expired",
};

export const STATUS_COLORS: Record<MemberStatus, string> = {
  ACTIVE: "green",
  SUSPENDED: "yellow",
  EXPIRED: "red",
};

/** Badge text on the light status tints: dark enough for 4.5:1 (WCAG AA) even on a striped table row. */
export const STATUS_TEXT_COLORS: Record<MemberStatus, string> = {
  ACTIVE: "#1b5e20",
  SUSPENDED: "#6b4e00",
  EXPIRED: "#a51d1d",
};

/** Memberships this close to renewal are flagged (part 1 §9: "Expiring memberships window 0 to 7 days"). */
export const EXPIRING_WITHIN_DAYS = 7;

export function parseStatus(value: string | null | undefined): MemberStatus | null {
  const upper = value?.trim().toUpperCase();
  return (MEMBER_STATUSES as readonly string[]).includes(upper ?? "") ? (upper as MemberStatus) : null;
}

/**
 * Part 1 §4: "Displayed as expired when status is expired or the renewal date is before today
 * (overrides status)." An unreadable status counts as ACTIVE only if nothing says otherwise.
 */
export function displayStatus(
  status: string | null | undefined,
  renewalDate: string | null | undefined,
  today = todayIso(),
): MemberStatus {
  const parsed = parseStatus(status) ?? "ACTIVE";
  const days = daysBetween(today, renewalDate);
  if (parsed === "EXPIRED" || (days !== null && days < 0)) return "EXPIRED";
  return parsed;
}

export type DaysLeftTone = "expired" | "expiring" | "ok" | "unknown";

/** Expired in red, 0 to 7 days in orange, the rest plain. */
export function daysLeftTone(daysLeft: number | null | undefined): DaysLeftTone {
  if (daysLeft === null || daysLeft === undefined || !Number.isFinite(daysLeft)) return "unknown";
  if (daysLeft < 0) return "expired";
  if (daysLeft <= EXPIRING_WITHIN_DAYS) return "expiring";
  return "ok";
}

/** Text colours with at least 4.5:1 contrast on white (WCAG AA); Mantine's orange.9 is 4.3:1, so a darker one. */
export const TONE_COLORS: Record<DaysLeftTone, string | undefined> = {
  expired: "red.9",
  expiring: "#a34700",
  ok: undefined,
  unknown: "gray.7",
};

/** Days from today to the renewal date; the server's figure when it sent one. */
export function daysLeftOf(
  member: { days_left?: number | null; renewal_date?: string | null },
  today = todayIso(),
): number | null {
  if (typeof member.days_left === "number" && Number.isFinite(member.days_left)) return member.days_left;
  return daysBetween(today, member.renewal_date);
}
