import { addDaysTo, addMonthsTo, daysFromTo } from "../../dates.ts";

/**
 * Recurring expenses' calendar (part 2 §9: "next due date computed from the start date by +1 day,
 * +7 days, +1 month, +3 months, +1 year"). Every due date is an recurringOccurrence of the start date:
 * start + k periods, the day clamped to the month's end (decision 0163), so a schedule that starts on
 * 31 January falls due on 28/29 February, 31 March, 30 April... and never drifts to the 28th.
 */
export const RECURRING_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY", "YEARLY"] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const RECURRING_FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  DAILY: "Daily",
  WEEKLY: "Weekly",
  MONTHLY: "Monthly",
  QUARTERLY: "Quarterly",
  YEARLY: "Yearly",
};

const STEP: Record<RecurringFrequency, { days?: number; months?: number }> = {
  DAILY: { days: 1 },
  WEEKLY: { days: 7 },
  MONTHLY: { months: 1 },
  QUARTERLY: { months: 3 },
  YEARLY: { months: 12 },
};

/** The k-th recurringOccurrence of a schedule (k = 0 is the start date itself). */
export function recurringOccurrence(start: string, frequency: RecurringFrequency, k: number): string {
  const step = STEP[frequency];
  return step.days ? addDaysTo(start, step.days * k) : addMonthsTo(start, step.months! * k);
}

/** Part 2 §5/§9: the next due date a new schedule defaults to, one period after its start. */
export function defaultRecurringNextDue(start: string, frequency: RecurringFrequency): string {
  return recurringOccurrence(start, frequency, 1);
}

/** The first recurringOccurrence strictly after `date` (the start date itself when `date` is earlier). */
export function recurringOccurrenceAfter(start: string, frequency: RecurringFrequency, date: string): string {
  if (date < start) return start;
  const step = STEP[frequency];
  let k: number;
  if (step.days) {
    k = Math.floor(daysFromTo(start, date) / step.days);
  } else {
    const months =
      (Number(date.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
      Number(date.slice(5, 7)) -
      Number(start.slice(5, 7));
    k = Math.max(0, Math.floor(months / step.months!) - 1);
  }
  let next = recurringOccurrence(start, frequency, k);
  while (next <= date) next = recurringOccurrence(start, frequency, ++k);
  return next;
}

/** At most this many postings per schedule in one run; a longer backlog continues on the next run. */
export const RECURRING_MAX_POSTINGS_PER_RUN = 1000;

export interface RecurringPlan {
  /** The due dates to post now, oldest first. */
  dates: string[];
  /** The schedule's next due date afterwards. */
  nextDueDate: string;
  /** False once the schedule has passed its end date: it becomes Inactive (decision 0163). */
  stillActive: boolean;
}

/**
 * What a schedule posts on `today`: its next due date and every later recurringOccurrence up to today (a missed
 * week catches up in order), none after the end date, at most RECURRING_MAX_POSTINGS_PER_RUN.
 */
export function planRecurringPostings(
  s: { start_date: string; frequency: RecurringFrequency; next_due_date: string; end_date: string | null },
  today: string,
  limit = RECURRING_MAX_POSTINGS_PER_RUN,
): RecurringPlan {
  const dates: string[] = [];
  let due = s.next_due_date;
  const within = (d: string) => d <= today && (s.end_date === null || d <= s.end_date);
  while (within(due) && dates.length < limit) {
    dates.push(due);
    due = recurringOccurrenceAfter(s.start_date, s.frequency, due);
  }
  return { dates, nextDueDate: due, stillActive: s.end_date === null || due <= s.end_date };
}

/** Part 2 §9: "Due Soon" within 3 days; warning styling at 7 days. */
export const RECURRING_DUE_SOON_DAYS = 3;

/** The first `count` due dates from the next one, none after the end date (the form's schedule preview). */
export function upcomingRecurringDueDates(
  s: { start_date: string; frequency: RecurringFrequency; next_due_date: string; end_date: string | null },
  count: number,
): string[] {
  const dates: string[] = [];
  let due = s.next_due_date;
  while (dates.length < count && (s.end_date === null || due <= s.end_date)) {
    dates.push(due);
    due = recurringOccurrenceAfter(s.start_date, s.frequency, due);
  }
  return dates;
}
