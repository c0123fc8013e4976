import { LATE_FEE_GRACE_DAYS, LATE_FEE_MAX_PAISE, LATE_FEE_PERCENT, paiseToText } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";

/** SQL fragments shared by the member-payments repositories. */

/** The rule's numbers as SQL literals, from the contracts' constants (issue 21 §4: one source). */
const GRACE_DAYS = String(LATE_FEE_GRACE_DAYS);
const PERCENT = String(LATE_FEE_PERCENT);
const MAX_FEE = paiseToText(LATE_FEE_MAX_PAISE);

/**
 * The late fee on the day `$today`, exactly as `lateFeePaise`/`paymentState` (contracts) compute it:
 * the frozen fee once settled or cancelled, else 5% (rounded half up to the paisa) capped at ₹200 once
 * more than 7 days past the due date, never below what an earlier receipt froze. test/member-payments/
 * fee-sql-parity.test.ts holds the two to each other over the boundaries.
 */
export const feeSql = (p: string, today: string, accrued = accruedFeeSql(p)) =>
  `CASE WHEN ${p}.cancelled OR ${p}.amount_paid >= ${p}.amount_due + ${p}.late_fee THEN ${p}.late_fee
        WHEN ${today}::date - ${p}.due_date > ${GRACE_DAYS}
          THEN ${accrued}
        ELSE ${p}.late_fee END`;

/**
 * The fee of an open bill once it is late (feeSql's middle branch): 5% rounded half up, capped at ₹200, never below
 * the frozen fee. It does not depend on the day, so the monthly view keeps it summed over a group of bills
 * (decision 0396) and passes the sum to feeSql as `accrued`.
 */
export function accruedFeeSql(p: string): string {
  return `GREATEST(${p}.late_fee, LEAST(round(${p}.amount_due * ${PERCENT}::numeric / 100, 2), ${MAX_FEE}::numeric))`;
}

/** The status on `$today` from the amounts, the dates and the fee column `fee` (see feeSql). */
export const statusSql = (p: string, fee: string, today: string) =>
  `CASE WHEN ${p}.cancelled THEN 'CANCELLED'
        WHEN ${p}.amount_paid >= ${p}.amount_due + ${fee} THEN 'PAID'
        WHEN ${p}.amount_paid > 0 THEN 'PARTIAL'
        WHEN ${today}::date > ${p}.due_date THEN 'OVERDUE'
        ELSE 'PENDING' END`;

/** `trackingStatus` (contracts, decision 0248) in SQL: an unpaid bill of a member whose renewal date is before today is OVERDUE. */
export const trackingStatusSql = (p: string, fee: string, today: string, renewal: string) =>
  `CASE WHEN NOT ${p}.cancelled AND ${p}.amount_paid = 0 AND ${p}.amount_due + ${fee} > 0 AND ${renewal} < ${today}::date
        THEN 'OVERDUE' ELSE ${statusSql(p, fee, today)} END`;

export const PAYMENT_COLUMNS = `p.id, p.member_id, m.first_name || ' ' || m.last_name AS member_name, m.phone AS member_phone,
  to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month, p.amount_due::text AS amount_due,
  p.amount_paid::text AS amount_paid, p.late_fee::text AS late_fee, p.cancelled, p.payment_method::text AS payment_method,
  to_char(p.due_date, 'YYYY-MM-DD') AS due_date, to_char(p.payment_date, 'YYYY-MM-DD') AS payment_date,
  p.reference_number, p.notes, to_char(p.period_from, 'YYYY-MM-DD') AS period_from,
  to_char(p.period_to, 'YYYY-MM-DD') AS period_to, p.discount_amount::text AS discount_amount, p.discount_reason,
  p.amount_before_discount::text AS amount_before_discount`;

/** `$1` is today. */
export const MEMBER_COLUMNS = `m.id, m.member_id, m.first_name || ' ' || m.last_name AS full_name, m.username, m.email, m.phone,
  CASE WHEN m.status = 'EXPIRED' OR m.renewal_date < $1::date THEN 'EXPIRED' ELSE m.status::text END AS status,
  to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date, (m.renewal_date - $1::date) AS days_left,
  m.plan_name, m.plan_amount::text AS plan_amount,
  to_char(m.last_reminder_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_reminder_at`;

/**
 * A receipt that stands: not voided (decision 0334). The one rule for money read from receipts: every sum of
 * receipts (reports' "received", a member's total received) filters by it, while the ledger nets a void by its
 * reversing row. `r` is the receipts' alias.
 */
export const standingReceiptSql = (schema: string, r: string) =>
  `NOT EXISTS (SELECT 1 FROM ${qualified(schema, "receipt_voids")} v WHERE v.receipt_id = ${r}.id)`;
