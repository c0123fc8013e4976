import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { feeSql } from "../../member-payments/sql.ts";
import { attendanceSettingsSql } from "../settings/repository.ts";

export interface WorklistRow {
  member_id: number;
  member_code: string;
  full_name: string;
  phone: string;
  status: "ACTIVE" | "SUSPENDED" | "EXPIRED";
  renewal_date: string;
  days_left: number;
  last_visit_at: Date | null;
  visits: number;
  /** JSON text of the records owing past their due date (as the door check reads them). */
  owed: string;
  days: number;
  total: number;
}

export interface WorklistPage {
  today: string;
  /** The first instant of the window's first day in the gym's zone is computed in SQL from these. */
  timeZone: string;
  limit: number;
  offset: number;
}

/** Reports aggregated in SQL (decision 0255), by the gym's calendar day and hour stored with each visit. */
export function reportsRepository({ db, schema }: DataContext) {
  const checkIns = qualified(schema, "check_ins");
  const members = qualified(schema, "members");
  const payments = qualified(schema, "member_payments");
  const last = qualified(schema, "last_check_ins");
  /** A record past its due date (`$1` today) that still owes, by the one fee rule. */
  const owing = `p.member_id = m.id AND NOT p.cancelled AND p.due_date < $1::date AND p.amount_paid < p.amount_due + ${feeSql("p", "$1")}`;
  const owedJson = `COALESCE((SELECT json_agg(json_build_object(
      'id', p.id, 'membership_month', to_char(p.membership_month, 'YYYY-MM-DD'), 'due_date', to_char(p.due_date, 'YYYY-MM-DD'),
      'amount_due', p.amount_due::text, 'amount_paid', p.amount_paid::text, 'late_fee', p.late_fee::text,
      'reference_number', p.reference_number) ORDER BY p.membership_month) FROM ${payments} p WHERE ${owing}), '[]')::text`;
  /** `$1` today, `$2` the zone: the window is the last `s.not_attending_days` days, today included. */
  const windowStart = `(($1::date - s.not_attending_days + 1)::timestamp AT TIME ZONE $2)`;
  const columns = `m.id AS member_id, m.member_id AS member_code, m.first_name || ' ' || m.last_name AS full_name, m.phone,
    m.status::text AS status, to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date, (m.renewal_date - $1::date) AS days_left,
    l.checked_in_at AS last_visit_at, s.not_attending_days AS days, count(*) OVER ()::int AS total`;

  return {
    visitsPerDay(from: string, to: string) {
      return db.$queryRawUnsafe<{ day: string; visits: number; members: number }[]>(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(v.visits, 0)::int AS visits, COALESCE(v.members, 0)::int AS members
           FROM generate_series($1::date, $2::date, interval '1 day') AS d(day)
           LEFT JOIN (SELECT day, count(*) AS visits, count(DISTINCT member_id) AS members
                        FROM ${checkIns} WHERE day BETWEEN $1::date AND $2::date GROUP BY day) v ON v.day = d.day::date
          ORDER BY d.day`,
        from,
        to,
      );
    },

    /** 7 × 24 cells; visits are counted per day and hour first (an index-only walk), then per weekday. */
    heatMap(from: string, to: string) {
      return db.$queryRawUnsafe<{ weekday: number; hour: number; visits: number }[]>(
        `SELECT w.weekday, h.hour, COALESCE(v.visits, 0)::int AS visits
           FROM generate_series(1, 7) AS w(weekday) CROSS JOIN generate_series(0, 23) AS h(hour)
           LEFT JOIN (SELECT extract(isodow FROM day)::int AS weekday, hour, sum(n) AS visits
                        FROM (SELECT day, hour, count(*) AS n FROM ${checkIns}
                               WHERE day BETWEEN $1::date AND $2::date GROUP BY day, hour) per_hour
                       GROUP BY 1, 2) v ON v.weekday = w.weekday AND v.hour = h.hour
          ORDER BY w.weekday, h.hour`,
        from,
        to,
      );
    },

    /**
     * 'Paying but not attending': active (status and renewal date), nothing owed past its due date, member
     * for at least the window, and no visit in it. Longest absent first (never came first).
     */
    notAttending(p: WorklistPage) {
      return db.$queryRawUnsafe<WorklistRow[]>(
        `SELECT ${columns}, 0 AS visits, '[]' AS owed
           FROM ${members} m CROSS JOIN ${attendanceSettingsSql(schema)} s
           LEFT JOIN ${last} l ON l.member_id = m.id
          WHERE m.status = 'ACTIVE' AND m.renewal_date >= $1::date
            AND m.joining_date <= $1::date - s.not_attending_days
            AND (l.checked_in_at IS NULL OR l.checked_in_at < ${windowStart})
            AND NOT EXISTS (SELECT 1 FROM ${payments} p WHERE ${owing})
          ORDER BY l.checked_in_at NULLS FIRST, m.id LIMIT $3 OFFSET $4`,
        p.today,
        p.timeZone,
        p.limit,
        p.offset,
      );
    },

    /**
     * 'Attending but not paid': a visit in the window while expired, suspended, or owing a month past its
     * due date. Most visits first.
     */
    notPaying(p: WorklistPage) {
      return db.$queryRawUnsafe<WorklistRow[]>(
        `SELECT ${columns},
                (SELECT count(*) FROM ${checkIns} c WHERE c.member_id = m.id AND c.checked_in_at >= ${windowStart})::int AS visits,
                ${owedJson} AS owed
           FROM ${last} l JOIN ${members} m ON m.id = l.member_id CROSS JOIN ${attendanceSettingsSql(schema)} s
          WHERE l.checked_in_at >= ${windowStart}
            AND (m.status <> 'ACTIVE' OR m.renewal_date < $1::date OR EXISTS (SELECT 1 FROM ${payments} p WHERE ${owing}))
          ORDER BY visits DESC, l.checked_in_at DESC, m.id LIMIT $3 OFFSET $4`,
        p.today,
        p.timeZone,
        p.limit,
        p.offset,
      );
    },

    /** The gym's reminder template for overdue months and its UPI payee (member-payments' settings row). */
    async paymentSettings() {
      const rows = await db.$queryRawUnsafe<
        { template_overdue: string; upi_vpa: string | null; upi_payee_name: string | null }[]
      >(`SELECT template_overdue, upi_vpa, upi_payee_name FROM ${qualified(schema, "payment_settings")} WHERE id = 1`);
      return rows[0] ?? null;
    },

    /** The window's length when the page is empty (the setting in force). */
    async windowDays(): Promise<number> {
      const rows = await db.$queryRawUnsafe<{ days: number }[]>(
        `SELECT not_attending_days AS days FROM ${attendanceSettingsSql(schema)} s`,
      );
      return rows[0]!.days;
    },
  };
}
