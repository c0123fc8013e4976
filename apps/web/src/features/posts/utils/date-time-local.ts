import { DEFAULT_TIME_ZONE } from "@gym/contracts";

/**
 * Post dates are the gym's wall clock (decision 0142): the form's date-time inputs hold it
 * ("2026-12-01T18:30") and are sent as typed, without a zone, so the server reads them in the gym's
 * zone; instants the API answers are shown and edited in that zone too (Asia/Kolkata, decision 0009),
 * whatever zone the browser is in. The edit form trims existing values to minutes (part 2 §5).
 */
const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: DEFAULT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return "";
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return "";
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** What the form sends: the wall-clock text as typed (trimmed); "" stays "". */
export function fromLocalInput(local: string): string {
  return local.trim();
}

const display = new Intl.DateTimeFormat("en-IN", {
  timeZone: DEFAULT_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "1 Dec 2026, 6:30 pm" in en-IN, the gym's clock; "—" when empty. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return "—";
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : display.format(d);
}
