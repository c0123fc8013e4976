import { addDaysTo } from "@gym/contracts";

/** A report's days, inclusive (YYYY-MM-DD); absent: the report's own default ending today. */
export interface ReportRange {
  from?: string;
  to?: string;
}

export const RANGE_CHOICES = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "84", label: "Last 12 weeks" },
  { value: "365", label: "Last 12 months" },
] as const;

/** The last `days` days up to `today`, today included. */
export function lastDays(today: string, days: number): Required<ReportRange> {
  return { from: addDaysTo(today, -(days - 1)), to: today };
}
