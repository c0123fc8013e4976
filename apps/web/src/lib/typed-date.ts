import { dayNumber } from "./calendar-date.ts";

/**
 * Dates as owners type them. The Indian way (25-11-1994, 25/11/1994, 25.11.1994, and eight digits
 * 25111994), the API's way (1994-11-25) and the screens' own way (25 Nov 1994) are read; anything else
 * is an error, never a guess: a two-digit year, a month-first date or an impossible day is refused
 * rather than changed.
 */
export const TYPED_DATE_FORMAT = "DD-MM-YYYY";
export const TYPED_DATE_HINT = "Enter the date as DD-MM-YYYY (for example 25-11-1994) or YYYY-MM-DD";

/** Under a field whose text is not a date: what was typed, and how to type it (never a silent guess). */
export const unreadableDateText = (text: string) => `"${text.trim()}" is not a date we can read. ${TYPED_DATE_HINT}`;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const DAY_MONTH_YEAR = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/;
/** Eight digits, day first: 14081992 is 14-08-1992 (issue 22 §11: it was ignored without a message). */
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
const DAY_NAME_YEAR = /^(\d{1,2})[- ]([a-z]{3,9})[- ,]+(\d{4})$/i;

/** Years a gym's records can hold: a birth in 1900 to a renewal in 2199. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

const pad = (n: number) => String(n).padStart(2, "0");

function toIso(year: number, month: number, day: number): string | null {
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return dayNumber(iso) === null ? null : iso;
}

/** "Nov", "November" (and "Sept") → 11; anything else null. */
function monthNumber(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTHS.findIndex((month) => lower === month || lower === month.slice(0, 3));
  if (index >= 0) return index + 1;
  return lower === "sept" ? 9 : null;
}

/** The YYYY-MM-DD day a typed text means; null when it is empty, unreadable or not a real day. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  let match = DAY_MONTH_YEAR.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (match) return toIso(Number(match[3]), Number(match[2]), Number(match[1]));
  match = YEAR_MONTH_DAY.exec(trimmed);
  if (match) return toIso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DAY_NAME_YEAR.exec(trimmed);
  if (match) {
    const month = monthNumber(match[2] ?? "");
    return month === null ? null : toIso(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

/** A YYYY-MM-DD day as the text the date fields show: 25-11-1994. */
export function toTypedDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}-${month}-${year}`;
}

/** A YYYY-MM-DD day as the API takes it (what an `iso` date field hands its form once it reads the text). */
export const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTypedDate(value) === value;
