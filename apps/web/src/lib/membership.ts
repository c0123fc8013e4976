import { MEMBER_STATUSES, type MemberStatus } from "@gym/contracts";

export { MEMBER_STATUSES, type MemberStatus };

/**
 * Part 1 §4: member statuses and how long a membership has left, as shown. Whether a member is expired
 * and the words for it come from the server (`display_status`, `days_left_text`, decision 0036); this
 * file only picks labels and colours.
 */
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

export type DaysLeftTone = "expired" | "expiring" | "ok" | "unknown";

/** Expired (by the server's display status) in red, 0 to 7 days left in orange, the rest plain. */
export function daysLeftTone(status: MemberStatus, daysLeft: number | null | undefined): DaysLeftTone {
  if (status === "EXPIRED") return "expired";
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
