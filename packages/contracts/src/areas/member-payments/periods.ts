import { addDaysTo, addMonthsTo, daysFromTo, monthStartOf } from "../../dates.ts";
import { DUE_DAY, RENEWAL_DAYS } from "./rules.ts";

/**
 * A membership is a chain of paid periods (decision 0240). Pure rules on calendar days (YYYY-MM-DD):
 * the API's bills, settling, auto-generate and the screens all use these, one place for each rule.
 */

/** A bill's period, both days inclusive. */
export interface Period {
  from: string;
  to: string;
}

/** What the chain of a member is made from. */
export interface ChainFacts {
  joining_date: string;
  renewal_date: string;
  /**
   * The last day billed so far: the later of `paid_through` and the end of the member's open bills
   * (null, or before the joining date, when nothing was ever paid or billed).
   */
  chain_end: string | null;
  /** The term in days (decision 0240 §1): the plan's duration, else the spec's 30. */
  term_days?: number;
}

/**
 * The period the member's next bill pays for (decision 0240 §3): the first bill pays for the joining
 * grant, joining date .. the later of the renewal date and joining + term (the spec's joining + 30);
 * every later bill the next term after the chain's end.
 */
export function nextPeriod(m: ChainFacts): Period {
  const term = m.term_days ?? RENEWAL_DAYS;
  if (m.chain_end === null || m.chain_end < m.joining_date) {
    const grant = addDaysTo(m.joining_date, term);
    return { from: m.joining_date, to: m.renewal_date > grant ? m.renewal_date : grant };
  }
  return { from: addDaysTo(m.chain_end, 1), to: addDaysTo(m.chain_end, term) };
}

/**
 * The bill's membership month (decision 0240 §4): the month its period starts in, or the month after
 * the member's latest bill when that month already has one (a 30-day chain sometimes starts two periods
 * in a 31-day month). `latestMonth` is the first day of the member's latest bill's month, if any.
 */
export function billMonth(periodFrom: string, latestMonth: string | null): string {
  const own = monthStartOf(periodFrom);
  if (latestMonth === null || latestMonth < own) return own;
  return addMonthsTo(monthStartOf(latestMonth), 1);
}

/** Due the 5th of the bill's month, never before its period starts (decision 0240 §4). */
export function billDueDate(month: string, periodFrom: string): string {
  const fifth = `${month.slice(0, 7)}-${String(DUE_DAY).padStart(2, "0")}`;
  return periodFrom > fifth ? periodFrom : fifth;
}

/** A bill as the chain makes it: its period, month and due date. */
export interface ChainBill {
  period: Period;
  month: string;
  due_date: string;
}

/**
 * The member's next `count` bills in order (decision 0240 §3, §4, §7), after the chain's end and the
 * latest bill's month; the first is what auto-generate and the desk make next.
 */
export function nextBills(m: ChainFacts, latestMonth: string | null, count: number): ChainBill[] {
  const bills: ChainBill[] = [];
  let facts = m;
  let latest = latestMonth;
  for (let i = 0; i < count; i++) {
    const period = nextPeriod(facts);
    const month = billMonth(period.from, latest);
    bills.push({ period, month, due_date: billDueDate(month, period.from) });
    facts = { ...facts, chain_end: period.to };
    latest = month;
  }
  return bills;
}

/** The member's two dates (decision 0240 §2). */
export interface PaidDates {
  renewal_date: string;
  /** Null: nothing paid yet. */
  paid_through: string | null;
}

/**
 * Settling a bill (decision 0240 §5): `paid_through` and `renewal_date` become the later of their value
 * and the period's end, so paying for time already granted changes nothing. A bill without a period
 * (history from before decision 0240) extends nothing.
 */
export function afterSettling(d: PaidDates, periodTo: string | null): PaidDates {
  if (periodTo === null) return d;
  return {
    renewal_date: d.renewal_date > periodTo ? d.renewal_date : periodTo,
    paid_through: d.paid_through !== null && d.paid_through > periodTo ? d.paid_through : periodTo,
  };
}

/** Days since the renewal date passed (part 2 §4: overdue once it is before today); 0 while it has not. */
export function daysOverdue(renewalDate: string, today: string): number {
  return Math.max(0, daysFromTo(renewalDate, today));
}
