import type { MonthlyStatus } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import { frozenUntilSql } from "../../attendance/freezes/repository.ts";
import type { DataContext } from "../../context.ts";
import { feeSql, trackingStatusSql } from "../sql.ts";

/** One member of the monthly view with the month's record, if any. */
export interface MonthlyRow {
  member_id: number;
  member_code: string;
  member_name: string;
  member_phone: string;
  member_status: string;
  member_renewal_date: string;
  days_left: number;
  plan_name: string | null;
  plan_amount: string | null;
  last_reminder_at: string | null;
  /** The last day of the freeze covering today (decision 0258), or null. */
  frozen_until: string | null;
  payment_id: number | null;
  membership_month: string | null;
  amount_due: string | null;
  amount_paid: string | null;
  late_fee: string | null;
  cancelled: boolean | null;
  due_date: string | null;
  reference_number: string | null;
  status: MonthlyStatus;
}

export interface MonthTotals {
  status: MonthlyStatus;
  members: number;
  /** Due plus late fee of the records (text, exact). */
  due: string;
  paid: string;
  /** Members with a record that is not cancelled, and those of them who paid something (decision 0245). */
  billed: number;
  billed_paid: number;
}

export interface MonthlyPageFilter {
  month: string;
  today: string;
  search?: string;
  status?: MonthlyStatus;
  limit: number;
  offset: number;
}

export function trackingRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const settings = qualified(schema, "payment_settings");

  /**
   * The month's members (decision 0188): everyone with a record for the month, and everyone else
   * who is not suspended. A member without a record for the month shows the bill they still owe from
   * an earlier month (a lapsed member's next period, decision 0240 §6: Overdue with its fee); without
   * any, a member whose renewal date is before today is OVERDUE (part 2 §4), anyone else NOT_CREATED.
   * An unpaid bill of a member whose renewal date is before today is OVERDUE too (decision 0248).
   * `$1` today, `$2` the month's first day.
   */
  const monthRows = `
    SELECT m.id AS member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
           m.phone AS member_phone,
           CASE WHEN m.status = 'EXPIRED' OR m.renewal_date < $1::date THEN 'EXPIRED' ELSE m.status::text END AS member_status,
           to_char(m.renewal_date, 'YYYY-MM-DD') AS member_renewal_date, (m.renewal_date - $1::date) AS days_left,
           COALESCE(m.plan_name, CASE WHEN m.plan_amount IS NULL THEN s.default_plan_name END) AS plan_name,
           COALESCE(m.plan_amount, s.default_plan_amount)::text AS plan_amount,
           to_char(m.last_reminder_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_reminder_at,
           ${frozenUntilSql(schema, "m", "$1::date")} AS frozen_until,
           p.id AS payment_id, to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month,
           p.amount_due::text AS amount_due, p.amount_paid::text AS amount_paid, p.late_fee::text AS late_fee,
           p.cancelled, to_char(p.due_date, 'YYYY-MM-DD') AS due_date, p.reference_number,
           CASE WHEN p.id IS NOT NULL THEN ${trackingStatusSql("p", feeSql("p", "$1"), "$1", "m.renewal_date")}
                WHEN m.renewal_date < $1::date THEN 'OVERDUE' ELSE 'NOT_CREATED' END AS status,
           CASE WHEN p.id IS NULL THEN 0 ELSE p.amount_due + ${feeSql("p", "$1")} END AS owed,
           COALESCE(p.amount_paid, 0) AS paid,
           lower(m.first_name || ' ' || m.last_name || ' ' || m.phone || ' ' || m.member_id) AS search_text
      FROM ${members} m
      LEFT JOIN ${settings} s ON s.id = 1
      -- The month's record, else the oldest bill still owed from before it: one index probe per member
      -- (member_payments_member_id_membership_month_key), whatever the statistics know of the month.
      LEFT JOIN LATERAL (
        SELECT q.* FROM ${payments} q
         WHERE q.member_id = m.id
           AND (q.membership_month = $2::date
                OR (q.membership_month < $2::date AND NOT q.cancelled AND m.status <> 'SUSPENDED'
                    AND q.amount_paid < q.amount_due + ${feeSql("q", "$1")}))
         ORDER BY q.membership_month = $2::date DESC, q.membership_month
         LIMIT 1) p ON TRUE
     WHERE (p.id IS NOT NULL OR m.status <> 'SUSPENDED') AND m.archived_at IS NULL`;

  return {
    /** Status counts and money of the whole month, aggregated in SQL. */
    monthTotals(month: string, today: string): Promise<MonthTotals[]> {
      return db.$queryRawUnsafe<MonthTotals[]>(
        `SELECT status, count(*)::int AS members, sum(owed)::text AS due, sum(paid)::text AS paid,
                -- The rate counts the month's own bills (decision 0248): an older bill still owed lists its
                -- member in the month, not as billed in it.
                count(*) FILTER (WHERE payment_id IS NOT NULL AND NOT cancelled AND membership_month = to_char($2::date, 'YYYY-MM-DD'))::int AS billed,
                count(*) FILTER (WHERE payment_id IS NOT NULL AND NOT cancelled AND membership_month = to_char($2::date, 'YYYY-MM-DD') AND paid > 0)::int AS billed_paid
           FROM (${monthRows}) r GROUP BY status`,
        today,
        month,
      );
    },

    /** Suspended members without a record for the month: left out of the month's members (decision 0245). */
    async suspendedLeftOut(month: string): Promise<number> {
      const rows = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${members} m
          WHERE m.status = 'SUSPENDED'
            AND NOT EXISTS (SELECT 1 FROM ${payments} p WHERE p.member_id = m.id AND p.membership_month = $1::date)`,
        month,
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * One page of the month's members, filtered by search (name, phone, code) and status in SQL: only
     * `limit` rows leave the database (LIMIT/OFFSET), with the filtered total as a window count.
     */
    async monthPage(f: MonthlyPageFilter): Promise<{ rows: MonthlyRow[]; count: number }> {
      const params: unknown[] = [f.today, f.month];
      const where = ["TRUE"];
      if (f.search) {
        params.push(likePattern(f.search));
        where.push(`search_text LIKE $${params.length}`);
      }
      if (f.status) {
        params.push(f.status);
        where.push(`status = $${params.length}`);
      }
      const n = params.length;
      const rows = await db.$queryRawUnsafe<(MonthlyRow & { total: number })[]>(
        `SELECT r.*, count(*) OVER ()::int AS total FROM (${monthRows}) r WHERE ${where.join(" AND ")}
          ORDER BY member_name, member_id LIMIT $${n + 1} OFFSET $${n + 2}`,
        ...params,
        f.limit,
        f.offset,
      );
      if (rows.length > 0 || f.offset === 0) return { rows, count: rows[0]?.total ?? 0 };
      // A page past the end has no row to carry the total: count apart, so every page answers the same count.
      const counted = await db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM (${monthRows}) r WHERE ${where.join(" AND ")}`,
        ...params,
      );
      return { rows, count: counted[0]?.n ?? 0 };
    },
  };
}
