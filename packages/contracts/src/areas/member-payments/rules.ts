import { daysFromTo } from "../../dates.ts";
import { percentOfPaise } from "../../money.ts";

/**
 * The server's automatic rules for member payments (part 2 §9, issue 10), as pure functions on
 * calendar days (YYYY-MM-DD) and whole paise. The SQL in the API's repository computes the same
 * figures for filters and aggregates; tests hold the two to each other.
 */

export const PAYMENT_STATUSES = ["PAID", "PENDING", "OVERDUE", "PARTIAL", "CANCELLED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const MONTHLY_STATUSES = [...PAYMENT_STATUSES, "NOT_CREATED"] as const;
export type MonthlyStatus = (typeof MONTHLY_STATUSES)[number];

/** Part 2 §9: the due date is the 5th of the month. */
export const DUE_DAY = 5;
/** Part 2 §9: late fee 5% of the amount due once more than 7 days overdue, at most 200 rupees. */
export const LATE_FEE_PERCENT = 5;
export const LATE_FEE_GRACE_DAYS = 7;
export const LATE_FEE_MAX_PAISE = 20_000;
/** Part 2 §9: the default new renewal date is the last renewal date plus 30 days. */
export const RENEWAL_DAYS = 30;
/**
 * A payment sent without an Idempotency-Key that repeats a receipt's member and amount within this many
 * minutes is refused with a 409 (decision 0197): a double tap of a client that sends no key.
 */
export const REPEAT_PAYMENT_WINDOW_MINUTES = 10;

/** "2026-11" or "2026-11-17" → "2026-11-01". */
export function monthStart(month: string): string {
  return `${month.slice(0, 7)}-01`;
}

export function dueDateOf(membershipMonth: string): string {
  return `${membershipMonth.slice(0, 7)}-0${DUE_DAY}`;
}

/** PAY{member_id}{YYYYMM}: the member's row id and the membership month (part 2 §9). */
export function referenceNumber(memberId: number, membershipMonth: string): string {
  return `PAY${memberId}${membershipMonth.slice(0, 4)}${membershipMonth.slice(5, 7)}`;
}

/**
 * The late fee owed on `day` (decision 0181): 5% of the amount due, rounded half up to the paisa,
 * at most ₹200, once `day` is more than 7 days after the due date (due the 5th: none on the 12th,
 * due from the 13th). Computed on read; frozen in the row once the record is settled.
 */
export function lateFeePaise(amountDuePaise: number, dueDate: string, day: string): number {
  if (daysFromTo(dueDate, day) <= LATE_FEE_GRACE_DAYS) return 0;
  return Math.min(percentOfPaise(amountDuePaise, LATE_FEE_PERCENT), LATE_FEE_MAX_PAISE);
}

export interface PaymentFigures {
  amountDuePaise: number;
  amountPaidPaise: number;
  /** The fee as stored: the frozen one once settled. */
  storedLateFeePaise: number;
  dueDate: string;
  cancelled: boolean;
}

export interface PaymentState {
  status: PaymentStatus;
  lateFeePaise: number;
  remainingPaise: number;
}

/**
 * Status, late fee and remaining of a record on `today`. A record is settled once what was paid
 * covers the amount due plus the fee frozen at that moment; after that the fee never grows. While
 * it owes, the fee is the one due on `today`, never below what an earlier receipt froze.
 * remaining = due + late fee − paid, never below 0. The API's `feeSql`/`statusSql` compute the same
 * in SQL (apps/api test fee-sql-parity.test.ts holds the two together).
 */
export function paymentState(p: PaymentFigures, today: string): PaymentState {
  const frozen = p.amountPaidPaise >= p.amountDuePaise + p.storedLateFeePaise;
  const lateFee =
    p.cancelled || frozen
      ? p.storedLateFeePaise
      : Math.max(p.storedLateFeePaise, lateFeePaise(p.amountDuePaise, p.dueDate, today));
  const remaining = Math.max(0, p.amountDuePaise + lateFee - p.amountPaidPaise);
  let status: PaymentStatus;
  if (p.cancelled) status = "CANCELLED";
  else if (remaining === 0) status = "PAID";
  else if (p.amountPaidPaise > 0) status = "PARTIAL";
  else if (today > p.dueDate) status = "OVERDUE";
  else status = "PENDING";
  return { status, lateFeePaise: lateFee, remainingPaise: p.cancelled ? 0 : remaining };
}

/**
 * A bill's status on smart tracking (decision 0248): part 2 §4's client rule, "a member is overdue when
 * the renewal date is before today", applied to an unpaid bill that is not yet past its due date. The late
 * fee still follows the bill's due date; Partial and Paid are left as they are. The API's SQL twin is
 * `trackingStatusSql`.
 */
export function trackingStatus(status: PaymentStatus, renewalDate: string, today: string): PaymentStatus {
  return status === "PENDING" && renewalDate < today ? "OVERDUE" : status;
}

/** Part 1 §9: the tier when a member has no plan name: ≥ 5000 Platinum, ≥ 3000 Gold, else Silver. */
export function planTier(amountPaise: number): "Platinum" | "Gold" | "Silver" {
  if (amountPaise >= 500_000) return "Platinum";
  if (amountPaise >= 300_000) return "Gold";
  return "Silver";
}

/** April-March: "2026-27" for any day from 2026-04-01 to 2027-03-31. */
export function financialYear(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Rule 46(b) of the CGST Rules: an invoice's serial number has at most 16 characters. */
export const INVOICE_SERIAL_MAX = 16;

/**
 * The serial of the year's n-th invoice (decision 0221): the financial year as "26-27", a slash and
 * the counter, at least 4 digits ("26-27/0001"). Every number the counter can hold (PostgreSQL
 * integer, up to 2,147,483,647) fits in 16 characters; the counter restarts each 1 April, and the
 * year in the serial keeps it unique across years. Invoices issued before (INV/2026-27/0001) keep
 * their numbers; the two shapes never collide.
 */
export function invoiceNumber(fy: string, n: number): string {
  const serial = `${fy.slice(2)}/${String(n).padStart(4, "0")}`;
  if (!Number.isSafeInteger(n) || n < 1 || serial.length > INVOICE_SERIAL_MAX)
    throw new RangeError(`invoice number ${n} of ${fy} does not fit Rule 46's 16 characters`);
  return serial;
}

/**
 * The one collection rate (decision 0245): of the members billed for a period (a record, not cancelled,
 * for a membership month in it), the share who have paid something towards it; a rounded percent, 0 when
 * nobody is billed. Part 2 §9's dashboard reading ("members with payments over members with summaries");
 * the home, the reports and smart tracking all show this figure for their period and nothing else under
 * the name. The API counts `paid` and `billed` in SQL (reports' memberTotals, smart tracking's monthTotals).
 */
export function collectionRate(paid: number, billed: number): number {
  return billed === 0 ? 0 : Math.round((paid * 100) / billed);
}

/**
 * The rate in words, the same on every screen (decision 0245), e.g. "Collection rate: 38% of members
 * billed this month have paid (35 of 92)". `period` reads after "billed": "this month", "in November 2026",
 * "in this period".
 */
export function collectionRateText(paid: number, billed: number, period: string): string {
  if (billed === 0) return `Collection rate: no members billed ${period}`;
  return `Collection rate: ${collectionRate(paid, billed)}% of members billed ${period} have paid (${paid} of ${billed})`;
}

/**
 * What smart tracking's member count of a month includes (decisions 0188, 0245), e.g. "91 members: everyone
 * billed for the month and every other member who is not suspended (6 suspended members left out)".
 */
export function monthMembersText(total: number, suspendedLeftOut: number): string {
  const members = `${total} member${total === 1 ? "" : "s"}`;
  const leftOut =
    suspendedLeftOut === 0
      ? "no suspended member left out"
      : `${suspendedLeftOut} suspended member${suspendedLeftOut === 1 ? "" : "s"} left out`;
  return `${members}: everyone billed for the month and every other member who is not suspended (${leftOut})`;
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "November 2026" for any day of that month. */
export function monthName(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/**
 * A upi://pay link for the exact amount (issue 10 ★3): payee VPA and name, amount in rupees with
 * two decimals, INR, and the reference as the note and transaction reference.
 */
export function upiLink(vpa: string, payeeName: string, amountPaise: number, reference: string): string {
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, "0")}`;
  const params: [string, string][] = [
    ["pa", vpa],
    ["pn", payeeName],
    ["am", rupees],
    ["cu", "INR"],
    ["tn", reference],
    ["tr", reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
