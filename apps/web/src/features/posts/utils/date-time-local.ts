/**
 * The form's date-time inputs hold the browser's wall clock ("2026-12-01T18:30"); the API answers
 * instants. The edit form trims existing values to minute precision (part 2 §5), and the form sends
 * instants with their zone, so the server never has to guess which clock was meant.
 */
const pad = (n: number) => String(n).padStart(2, "0");

export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return "";
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a local input names, as ISO text; "" stays "" and unreadable text is sent as typed. */
export function fromLocalInput(local: string): string {
  if (!local.trim()) return "";
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

/** "1 Dec 2026, 6:30 pm" in en-IN for cards and details; "—" when empty. */
export function formatDateTime(instant: string | null | undefined): string {
  if (!instant) return "—";
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return d.toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
}
