import { daysLeftText } from "../member-status.ts";
import type { MemberStatus } from "./shapes.ts";

/** Renewal default: joining date plus 30 days (part 1 §5, §9). */
export const DEFAULT_MEMBERSHIP_DAYS = 30;

// ---- dates (calendar days; "today" is the gym's, given by the caller) ----

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const t = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Expired today', 'Expired N days ago', or 'Membership expired' when there is no expiry date to count from. */
export function expiredLabel(daysSinceExpiry: number | null): string {
  if (daysSinceExpiry === null || daysSinceExpiry < 0) return "Membership expired";
  if (daysSinceExpiry === 0) return "Expired today";
  return `Expired ${daysSinceExpiry} days ago`;
}

/**
 * What a member's membership reads everywhere (the list's days-left column and the home's expired
 * list): an expired member never reads 'Expires today' or 'N days left' (docs/decisions/0036).
 */
export function membershipText(status: MemberStatus, daysLeft: number): string {
  if (status !== "EXPIRED") return daysLeftText(daysLeft);
  return expiredLabel(daysLeft <= 0 ? -daysLeft : null);
}

/**
 * The one definition of expired (part 1 §4, docs/decisions/0036): EXPIRED status, or a renewal date
 * before today. A renewal date of today is the membership's last day ('Expires today').
 */
export function displayStatus(status: MemberStatus, renewalDate: string | null, today: string): MemberStatus {
  if (status === "EXPIRED" || (renewalDate !== null && renewalDate < today)) return "EXPIRED";
  return status;
}
