/**
 * Part 2 §4 "Days-left text": negative 'Expired N days ago', zero 'Expires today', one '1 day left',
 * otherwise 'N days left'; warning styling at 7 days or fewer (part 2 §9).
 */
export const WARNING_DAYS = 7;

export function daysLeftText(days: number): string {
  if (days < 0) return `Expired ${-days} days ago`;
  if (days === 0) return "Expires today";
  if (days === 1) return "1 day left";
  return `${days} days left`;
}

export type DaysTone = "expired" | "warning" | "ok";

export function daysTone(days: number): DaysTone {
  if (days < 0) return "expired";
  return days <= WARNING_DAYS ? "warning" : "ok";
}

/** Text colours with at least 4.5:1 on white (WCAG AA). */
export const DAYS_TONE_COLORS: Record<DaysTone, string | undefined> = {
  expired: "red.9",
  warning: "#a34700",
  ok: undefined,
};
