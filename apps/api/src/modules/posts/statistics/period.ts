import { addDaysTo, monthStartOf, type PostTimeframe } from "@gym/contracts";

/**
 * The first calendar day (the gym's days) of a statistics timeframe, null for all (decision 0145):
 * today; the last 7 days (as the reports' "week", part 2 §9); this month; this quarter (starting in
 * January, April, July or October); this year.
 */
export function periodStart(timeframe: PostTimeframe, today: string): string | null {
  switch (timeframe) {
    case "all":
      return null;
    case "today":
      return today;
    case "week":
      return addDaysTo(today, -6);
    case "month":
      return monthStartOf(today);
    case "quarter": {
      const month = Number(today.slice(5, 7));
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return `${today.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
    }
    case "year":
      return `${today.slice(0, 4)}-01-01`;
  }
}
