/** The dashboard's money tiles cover the current calendar month (part 1 §2: default period label 'This Month'). */
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
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  return { label: DEFAULT_PERIOD_LABEL, start_date: iso(first), end_date: iso(last) };
}
