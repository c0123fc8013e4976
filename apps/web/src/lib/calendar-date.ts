import { DEFAULT_TIME_ZONE, todayIn } from "@gym/contracts";

/**
 * Calendar dates as the API writes them (YYYY-MM-DD), compared as whole days. Dates are read as UTC
 * midnights so a daylight-saving change never makes a day 23 or 25 hours long.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/**
 * Today as the gym counts it (decision 0009: Asia/Kolkata), as YYYY-MM-DD: the one "today" of every screen
 * (date pickers' defaults and limits, "This Month", the month shown first), whatever zone the browser is in.
 * At 20:00 UTC on 5 Jan a browser in London is on the 5th and the gym on the 6th: the server answers in the
 * gym's days, so the screens ask in them too. (The session does not carry a gym's own zone; every gym so far
 * has the default one.)
 */
export function gymToday(now: Date = new Date()): string {
  return todayIn(DEFAULT_TIME_ZONE, now);
}

/** The day an instant falls on in the browser's time zone (a timestamp shown beside its local time). */
function browserDay(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Day number since 1970-01-01 of a YYYY-MM-DD (or ISO date-time) text; null when it is not a real date. */
export function dayNumber(iso: string | null | undefined): number | null {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is not a date. */
export function daysBetween(from: string, to: string | null | undefined): number | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  return start === null || end === null ? null : end - start;
}

export function addDays(iso: string, days: number): string | null {
  const start = dayNumber(iso);
  if (start === null) return null;
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** "15 Jan 2026" (en-IN), the one date format of every screen; the raw text when it is not a date, "—" when empty. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const day = dayNumber(iso);
  if (day === null) return iso;
  return new Date(day * DAY_MS).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A timestamp (created_at, updated_at) as the day it was in the browser's time zone, in formatDate's format. */
export function formatTimestampDate(timestamp: string | null | undefined): string {
  if (!timestamp) return "—";
  const moment = new Date(timestamp);
  return Number.isNaN(moment.getTime()) ? timestamp : formatDate(browserDay(moment));
}
