import { gstPeriod } from "@gym/contracts";

export interface PeriodOption {
  value: string;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The last `count` months before today's, newest first ("2026-11": "November 2026"); GST is filed for a past month. */
export function recentMonths(today: string, count = 12): PeriodOption[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const options: PeriodOption[] = [];
  for (let i = 0; i < count; i += 1) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    const value = `${year}-${pad(month)}`;
    options.push({ value, label: gstPeriod(value)!.label });
  }
  return options;
}

/** The financial-year quarter a day is in: "2026-27-Q3" for any day from October to December 2026. */
export function quarterOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const fyStart = month >= 4 ? year : year - 1;
  const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${fyStart}-${pad((fyStart + 1) % 100)}-Q${q}`;
}

/** The current quarter and the `count - 1` before it, newest first (the current one may still be running). */
export function recentQuarters(today: string, count = 8): PeriodOption[] {
  const options: PeriodOption[] = [];
  let [fy, q] = (() => {
    const value = quarterOf(today);
    return [Number(value.slice(0, 4)), Number(value.slice(-1))];
  })();
  for (let i = 0; i < count; i += 1) {
    const value = `${fy}-${pad((fy + 1) % 100)}-Q${q}`;
    options.push({ value, label: gstPeriod(value)!.label });
    q -= 1;
    if (q === 0) {
      q = 4;
      fy -= 1;
    }
  }
  return options;
}
