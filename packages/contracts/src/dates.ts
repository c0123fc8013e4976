/**
 * Calendar days for a gym. A gym lives in one time zone (Asia/Kolkata unless its registry row says
 * otherwise, docs/decisions/0009-gym-time-zone.md): "today", month boundaries and due dates are
 * that zone's calendar days, whatever the server's own clock zone is. Dates are YYYY-MM-DD texts,
 * computed on UTC midnights so daylight saving never makes a day 23 or 25 hours long.
 */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

const DAY_MS = 86_400_000;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Each zone's last answer and the minute it was for (issue 28 §2: the hot reads ask on every request). */
const lastDay = new Map<string, { minute: number; day: string }>();
const MINUTE_MS = 60_000;
/** 1973-01-01T00:00Z: the last offsets with seconds (Liberia's -0:44:30) ended in 1972. */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1973, 0, 1);

/**
 * Zones whose offset has not changed since 1973 and is written in no rule that could change it soon,
 * in minutes east of UTC: their day is UTC's shifted, without ICU. A browser's first
 * `Intl.DateTimeFormat` with a time zone loads ICU's zone data (tens of ms on a phone), and the
 * dashboard's first script asks for the gym's today before anything else has run (issue 28 §1,
 * decision 0393). Asia/Kolkata has been +05:30 since 1945.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = { "Asia/Kolkata": 330, UTC: 0 };

/**
 * The calendar day it is now in `timeZone`, as YYYY-MM-DD. ICU's formatting with a time zone costs more
 * than the rest of a members page's own code (measured in docs/performance.md, issue 28), so each zone's
 * answer is kept for the UTC minute it was asked in: since 1972 every zone's offset is a whole number of
 * minutes, so a day never changes inside one (an older instant is not kept: some local mean times had
 * seconds). A pinned or moved clock asks about another minute and is answered anew.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const time = now.getTime();
  const fixedOffset = FIXED_OFFSET_MINUTES[timeZone];
  if (fixedOffset !== undefined && time >= WHOLE_MINUTE_OFFSETS_FROM) return fromUtc(time + fixedOffset * MINUTE_MS);
  const minute = time >= WHOLE_MINUTE_OFFSETS_FROM ? Math.floor(time / MINUTE_MS) : Number.NaN;
  const last = lastDay.get(timeZone);
  if (last?.minute === minute) return last.day;
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, format);
  }
  const day = format.format(now);
  lastDay.set(timeZone, { minute, day });
  return day;
}

function parts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function fromUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** `date` plus `days` (negative goes back). */
export function addDaysTo(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return fromUtc(Date.UTC(y, m - 1, d) + days * DAY_MS);
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `date` plus `months` calendar months, the day clamped to the target month's last day:
 * 2026-01-31 + 1 → 2026-02-28; 2024-01-31 + 1 → 2024-02-29; 2026-03-15 - 1 → 2026-02-15.
 */
export function addMonthsTo(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFromTo(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** The first day of the month `date` falls in. */
export function monthStartOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * A count of days in words, singular for one: '1 day', '3 days' (issue 22 §11: the home's birthday badge
 * said '1 DAYS AGO'). The one place a day count is written; labels build on it.
 */
export function daysText(days: number): string {
  return `${days} ${Math.abs(days) === 1 ? "day" : "days"}`;
}
