import type { MonthlyStatus } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import { likePattern } from "../../lib/like-pattern.ts";
import { frozenUntilSql } from "../attendance/freezes/repository.ts";
import type { DataContext } from "../context.ts";
import { feeSql, statusSql } from "./sql.ts";

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

export function trackingRepository({ db, schema, now }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const settings = qualified(schema, "payment_settings");

  /**
   * The month's members (decision 0188): everyone with a record for the month, and everyone else
   * who is not suspended (NOT_CREATED). `$1` today, `$2` the month's first day.
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
           CASE WHEN p.id IS NULL THEN 'NOT_CREATED' ELSE ${statusSql("p", feeSql("p", "$1"), "$1")} END AS status,
           CASE WHEN p.id IS NULL THEN 0 ELSE p.amount_due + ${feeSql("p", "$1")} END AS owed,
           COALESCE(p.amount_paid, 0) AS paid,
           lower(m.first_name || ' ' || m.last_name || ' ' || m.phone || ' ' || m.member_id) AS search_text
      FROM ${members} m
      LEFT JOIN ${settings} s ON s.id = 1
      -- The month as a sub-select (a value the planner cannot read): its row estimate then comes from the
      -- number of months on record, not the statistics' list of months, which does not yet hold a month
      -- that auto-generate has just filled; with that list the planner expected one row and chose a
      -- nested loop over every pair (7.5 s at 15,000 members; docs/performance.md, member payments).
      LEFT JOIN ${payments} p ON p.member_id = m.id AND p.membership_month = (SELECT $2::date)
     WHERE (p.id IS NOT NULL OR m.status <> 'SUSPENDED') AND m.archived_at IS NULL`;

  return {
    /** Status counts and money of the whole month, aggregated in SQL. */
    monthTotals(month: string, today: string): Promise<MonthTotals[]> {
      return db.$queryRawUnsafe<MonthTotals[]>(
        `SELECT status, count(*)::int AS members, sum(owed)::text AS due, sum(paid)::text AS paid,
                count(*) FILTER (WHERE payment_id IS NOT NULL AND NOT cancelled)::int AS billed,
                count(*) FILTER (WHERE payment_id IS NOT NULL AND NOT cancelled AND paid > 0)::int AS billed_paid
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

    /**
     * One set-based statement (decision 0188): a record for the month for every member who is ACTIVE,
     * whose membership runs into the month (renewal date on or after its first day), and who has an
     * amount (own plan or the gym default). The unique key makes a second or parallel call a no-op.
     */
    async autoGenerate(month: string, dueDate: string, today: string): Promise<{ overdue: number; upcoming: number }> {
      const rows = await db.$queryRawUnsafe<{ overdue: number; upcoming: number }[]>(
        `WITH created AS (
           INSERT INTO ${payments} (member_id, membership_month, amount_due, due_date, reference_number, created_at, updated_at)
           SELECT m.id, $1::date, COALESCE(m.plan_amount, s.default_plan_amount), $2::date,
                  'PAY' || m.id || to_char($1::date, 'YYYYMM'), $4::timestamptz, $4::timestamptz
             FROM ${members} m LEFT JOIN ${settings} s ON s.id = 1
            WHERE m.status = 'ACTIVE' AND m.renewal_date >= $1::date AND m.archived_at IS NULL
              AND COALESCE(m.plan_amount, s.default_plan_amount) IS NOT NULL
           ON CONFLICT DO NOTHING
           RETURNING due_date)
         SELECT count(*) FILTER (WHERE due_date < $3::date)::int AS overdue,
                count(*) FILTER (WHERE due_date >= $3::date)::int AS upcoming
           FROM created`,
        month,
        dueDate,
        today,
        now(),
      );
      return rows[0] ?? { overdue: 0, upcoming: 0 };
    },
  };
}
