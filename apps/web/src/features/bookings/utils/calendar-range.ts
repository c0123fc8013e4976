import { addDays, dayNumber } from "../../../lib/calendar-date.ts";

/** The booking screen's views (part 2 §2): Month, Week and List. List shows the month as cards. */
export type CalendarView = "month" | "week" | "list";

export interface DateRange {
  from: string;
  to: string;
}

/** Weeks start on Monday (decision 0128); 0 = Monday … 6 = Sunday. 1970-01-01 was a Thursday. */
export function weekdayIndex(iso: string): number {
  const day = dayNumber(iso);
  if (day === null) throw new RangeError(`Not a date: ${iso}`);
  return (((day + 3) % 7) + 7) % 7;
}

export const weekStart = (iso: string) => addDays(iso, -weekdayIndex(iso))!;
export const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

export function monthEnd(iso: string): string {
  const [y, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${iso.slice(0, 7)}-${String(last).padStart(2, "0")}`;
}

/**
 * The days a view shows, which is what it asks the server for: a month grid runs from the Monday on
 * or before the 1st to the Sunday on or after the last day; a week is Monday to Sunday; the list is
 * the month itself.
 */
export function visibleRange(view: CalendarView, anchor: string): DateRange {
  if (view === "week") {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6)! };
  }
  if (view === "list") return { from: monthStart(anchor), to: monthEnd(anchor) };
  const from = weekStart(monthStart(anchor));
  const end = monthEnd(anchor);
  return { from, to: addDays(end, 6 - weekdayIndex(end))! };
}

/** Previous/next: a month at a time (month and list), a week at a time (week). */
export function shiftAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view === "week") return addDays(anchor, 7 * direction)!;
  const [y, m] = [Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7))];
  const index = y * 12 + (m - 1) + direction;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

const monthFormat = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "December 2026"; a week: "30 Nov – 6 Dec 2026". */
export function rangeTitle(view: CalendarView, anchor: string): string {
  if (view !== "week") return monthFormat.format(utc(anchor));
  const { from, to } = visibleRange("week", anchor);
  return `${dayMonth.format(utc(from))} – ${dayMonth.format(utc(to))} ${to.slice(0, 4)}`;
}
