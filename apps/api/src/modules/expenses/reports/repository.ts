import type { ExpenseCategoryType, TransactionType } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { feeSql, standingReceiptSql, statusSql } from "../../member-payments/sql.ts";

export interface SummaryRow {
  /** null on the per-type total rows of the grouping sets. */
  category_id: number | null;
  name: string | null;
  category_type: ExpenseCategoryType | null;
  transaction_type: TransactionType;
  amount: string;
  transactions: number;
}

export interface MemberSummaryRow {
  member_id: number;
  member_code: string;
  member_name: string;
  last_payment_date: string | null;
  total_due: string;
  total_paid: string;
  total_pending: string;
  overdue_count: number;
}

export interface MemberTotalsRow {
  members: number;
  members_paid: number;
  total_due: string;
  total_paid: string;
  total_pending: string;
  overdue_count: number;
  percent_paid: number;
  /** Money received in the range (receipts dated in it), as exact text (decision 0247). */
  received: string;
}

/** Reports aggregate in SQL (issue 9 ¶4): no ledger or payment rows ever reach Node to be summed. */
export function reportsRepository({ db, schema }: DataContext) {
  const transactions = qualified(schema, "expense_transactions");
  const categories = qualified(schema, "expense_categories");
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const receipts = qualified(schema, "payment_receipts");

  /**
   * Per member, over the payment records billed in the range (not cancelled): due with the late fee as of
   * `$1` (today), paid, still owed, OVERDUE records, last payment date. A record is billed on the first day
   * of its membership month, so a range holds the months that begin in it (decision 0247): 'This Month'
   * holds this month, 'Today' holds it only on the 1st. The fee and status are member payments' own SQL
   * (feeSql, statusSql), so the figures match the payment screens.
   */
  const perMember = `per_record AS (
      SELECT p.member_id, p.amount_due + (${feeSql("p", "$1")}) AS due, p.amount_paid AS paid, p.payment_date,
             ${statusSql("p", feeSql("p", "$1"), "$1")} AS status
        FROM ${payments} p
       WHERE NOT p.cancelled
         AND ($2::date IS NULL OR p.membership_month >= $2::date)
         AND ($3::date IS NULL OR p.membership_month <= $3::date)),
    per_member AS (
      SELECT member_id, sum(due) AS due, sum(paid) AS paid, sum(GREATEST(due - paid, 0)) AS pending,
             count(*) FILTER (WHERE status = 'OVERDUE')::int AS overdue_count, max(payment_date) AS last_payment_date
        FROM per_record GROUP BY member_id)`;

  return {
    /**
     * The range's sums by type and category, and by type alone, in one statement (grouping sets) over
     * the covering date index: an index-only scan of the range.
     */
    summary(start: string, end: string): Promise<SummaryRow[]> {
      return db.$queryRawUnsafe<SummaryRow[]>(
        `WITH sums AS (
           SELECT t.transaction_type, t.category_id, sum(t.amount) AS amount, count(*)::int AS transactions
             FROM ${transactions} t
            WHERE t.transaction_date BETWEEN $1::date AND $2::date
            GROUP BY GROUPING SETS ((t.transaction_type, t.category_id), (t.transaction_type)))
         SELECT s.category_id, c.name, c.category_type::text AS category_type, s.transaction_type::text AS transaction_type,
                s.amount::text AS amount, s.transactions
           FROM sums s LEFT JOIN ${categories} c ON c.id = s.category_id
          ORDER BY s.transaction_type, s.amount DESC, c.name`,
        start,
        end,
      );
    },

    memberSummaries(today: string, start: string | null, end: string | null, limit: number, offset: number) {
      return db.$queryRawUnsafe<MemberSummaryRow[]>(
        `WITH ${perMember}
         SELECT pm.member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
                to_char(pm.last_payment_date, 'YYYY-MM-DD') AS last_payment_date, pm.due::text AS total_due,
                pm.paid::text AS total_paid, pm.pending::text AS total_pending, pm.overdue_count
           FROM per_member pm JOIN ${members} m ON m.id = pm.member_id
          ORDER BY m.first_name, m.last_name, m.id
          LIMIT $4 OFFSET $5`,
        today,
        start,
        end,
        limit,
        offset,
      );
    },

    async memberTotals(today: string, start: string | null, end: string | null): Promise<MemberTotalsRow> {
      const rows = await db.$queryRawUnsafe<MemberTotalsRow[]>(
        `WITH ${perMember}
         SELECT count(*)::int AS members, count(*) FILTER (WHERE paid > 0)::int AS members_paid,
                COALESCE(sum(due), 0)::text AS total_due, COALESCE(sum(paid), 0)::text AS total_paid,
                COALESCE(sum(pending), 0)::text AS total_pending, COALESCE(sum(overdue_count), 0)::int AS overdue_count,
                (CASE WHEN sum(due) > 0 THEN LEAST(round(sum(paid) * 100 / sum(due)), 100) ELSE 0 END)::int AS percent_paid,
                (SELECT COALESCE(sum(r.amount), 0) FROM ${receipts} r
                  WHERE ${standingReceiptSql(schema, "r")}
                    AND ($2::date IS NULL OR r.payment_date >= $2::date)
                    AND ($3::date IS NULL OR r.payment_date <= $3::date))::text AS received
           FROM per_member`,
        today,
        start,
        end,
      );
      return rows[0]!;
    },
  };
}
