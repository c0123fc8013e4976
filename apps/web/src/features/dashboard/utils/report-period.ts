/**
 * The dashboard's money tiles cover 'This Month' (part 1 §2) exactly as the reports screen's This Month
 * does: the first of the month to today (part 2 §9 report defaults; decisions 0009, 0165), so the two agree.
 */
export const DEFAULT_PERIOD_LABEL = "This Month";

export interface ReportPeriod {
  label: string;
  start_date: string;
  end_date: string;
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function thisMonth(now: Date = new Date()): ReportPeriod {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  return { label: DEFAULT_PERIOD_LABEL, start_date: iso(first), end_date: iso(now) };
}
