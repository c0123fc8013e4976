const display = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "1 Dec 2026, 6:30 pm" (en-IN); "—" when empty. */
export function formatWhen(instant: string | null | undefined): string {
  if (!instant) return "—";
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? instant : display.format(d);
}
