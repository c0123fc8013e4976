/**
 * Post dates are date-times (part 2 §5). The documented form sends `datetime-local` text without a
 * zone ("2026-12-01T18:30"), which means the gym's wall clock; text with `Z` or an offset is an exact
 * instant (decision 0142). Nothing here depends on the server's own clock zone.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
  zone: string | undefined;
}

function parts(text: string): Parts | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3));
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // A real calendar day and clock time: 2026-02-30 or 25:00 is refused, not rolled over.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return { year, month, day, hour, minute, second, ms, zone: m[8] };
}

/** True when `text` is a date-time the API accepts. */
export function isDateTimeText(text: string): boolean {
  return parts(text) !== null;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormats.set(timeZone, format);
  }
  const f = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+f.year!, +f.month! - 1, +f.day!, +f.hour!, +f.minute!, +f.second!);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a date-time text names: its own zone when it has one, else the gym's `timeZone`. */
export function dateTimeToInstant(text: string, timeZone: string): Date | null {
  const p = parts(text);
  if (!p) return null;
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.ms);
  if (p.zone) {
    if (p.zone.toUpperCase() === "Z") return new Date(wall);
    const sign = p.zone.startsWith("-") ? -1 : 1;
    const digits = p.zone.slice(1).replace(":", "");
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
    return new Date(wall - offset * 60_000);
  }
  // Two passes: the offset at the first guess may differ from the offset at the answer (DST edges).
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(first, timeZone) * 60_000);
}
