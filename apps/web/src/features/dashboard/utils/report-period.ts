import { gymToday } from "../../../lib/calendar-date.ts";

/**
 * The dashboard's money tiles cover 'This Month' (part 1 §2) exactly as the reports screen's This Month
 * does: the first of the gym's month to the gym's today (part 2 §9 report defaults; decisions 0009, 0165), so the
 * two agree whatever zone the browser is in.
 */
export const DEFAULT_PERIOD_LABEL = "This Month";

export interface ReportPeriod {
  label: string;
  start_date: string;
  end_date: string;
}

export function thisMonth(now: Date = new Date()): ReportPeriod {
  const today = gymToday(now);
  return { label: DEFAULT_PERIOD_LABEL, start_date: `${today.slice(0, 8)}01`, end_date: today };
}
