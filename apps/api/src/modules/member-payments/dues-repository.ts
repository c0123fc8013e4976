import { DUE_DAY } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import { feeSql } from "./sql.ts";

/** A member's next payment as SQL reads it (decision 0346): money as exact decimal text, dates YYYY-MM-DD. */
export interface MemberDueRow {
  member_id: number;
  member_name: string;
  phone: string;
  plan_name: string | null;
  /** The member's last day (decision 0240 §2). */
  renewal_date: string;
  /** The open bill (the oldest one owed), or null while the next bill of the chain is still to be made. */
  payment_id: number | null;
  due_date: string;
  /** The bill's membership month (its first day). */
  month: string;
  /** What is expected: the open bill's remainder (late fee included), else the next bill's amount. */
  amount: string | null;
  late_fee: string;
  reference: string | null;
}

/**
 * Each member's next payment (decision 0346): their oldest open bill (neither cancelled nor settled by the
 * one fee rule), else the next bill of their chain of periods as contracts' `nextBills` makes it (decision
 * 0240 §3, §4: the period after the chain's end, or the joining grant; its month, or the month after the
 * latest bill's; due the 5th, never before the period starts). `today` is a parameter (`$1`), `where` an
 * extra condition on the member `m`. Archived and suspended members owe nothing here. The parity of the next
 * bill's due date with `nextBills` is held by test/member-payments/renewals.test.ts.
 */
export function memberDuesSql(schema: string, today: string, where = "TRUE"): string {
  const payments = qualified(schema, "member_payments");
  return `(SELECT m.id AS member_id, m.first_name || ' ' || m.last_name AS member_name, m.phone, m.plan_name, m.renewal_date,
            o.payment_id, COALESCE(o.due_date, GREATEST(nm.month + ${DUE_DAY - 1}, nf.next_from)) AS due_date,
            COALESCE(o.month, nm.month) AS month,
            CASE WHEN o.payment_id IS NULL THEN COALESCE(m.plan_amount, s.default_plan_amount) ELSE o.remaining END AS amount,
            COALESCE(o.fee, 0) AS late_fee, o.reference
       FROM ${qualified(schema, "members")} m
       LEFT JOIN ${qualified(schema, "payment_settings")} s ON s.id = 1
       LEFT JOIN LATERAL (
         SELECT p.id AS payment_id, p.due_date, p.membership_month AS month, p.reference_number AS reference,
                f.fee, p.amount_due + f.fee - p.amount_paid AS remaining
           FROM ${payments} p CROSS JOIN LATERAL (SELECT ${feeSql("p", today)} AS fee) f
          WHERE p.member_id = m.id AND NOT p.cancelled AND p.amount_paid < p.amount_due + f.fee
          ORDER BY p.due_date, p.id LIMIT 1) o ON TRUE
       LEFT JOIN LATERAL (
         SELECT GREATEST(m.paid_through, max(p.period_to) FILTER (WHERE NOT p.cancelled)) AS chain_end,
                max(p.membership_month) AS latest_month
           FROM ${payments} p WHERE p.member_id = m.id) b ON TRUE
       CROSS JOIN LATERAL (
         SELECT CASE WHEN b.chain_end IS NULL OR b.chain_end < m.joining_date THEN m.joining_date
                     ELSE b.chain_end + 1 END AS next_from) nf
       CROSS JOIN LATERAL (
         SELECT CASE WHEN b.latest_month IS NULL OR b.latest_month < date_trunc('month', nf.next_from)::date
                     THEN date_trunc('month', nf.next_from)::date
                     ELSE (b.latest_month + interval '1 month')::date END AS month) nm
      WHERE m.archived_at IS NULL AND m.status <> 'SUSPENDED' AND (${where}))`;
}

/** The columns of a `memberDuesSql` row `d` as `MemberDueRow` reads them. */
export const DUE_COLUMNS = `d.member_id, d.member_name, d.phone, d.plan_name, to_char(d.renewal_date, 'YYYY-MM-DD') AS renewal_date, d.payment_id,
  to_char(d.due_date, 'YYYY-MM-DD') AS due_date, to_char(d.month, 'YYYY-MM-DD') AS month,
  d.amount::text AS amount, d.late_fee::text AS late_fee, d.reference`;
