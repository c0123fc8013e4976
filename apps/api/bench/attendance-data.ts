// The attendance bench's gym (issue 24 ¶8): 1,000 members with plans, paid through their renewal date
// (decision 0240), a year of monthly records up to this month's (one in ten owing last month), and a year of
// check-ins (about 250,000: mornings and evenings, one in nine members stopped coming a month ago), written
// set-based through plain pg, then VACUUM ANALYZE.
import type pg from "pg";
import { qualified } from "../src/db/pool.ts";

export const BENCH_ATTENDANCE_MEMBERS = 1000;

export async function insertAttendanceData(pool: pg.Pool, schema: string, today: string): Promise<number> {
  const t = (name: string) => qualified(schema, name);
  await pool.query(
    `INSERT INTO ${t("members")} (username, email, password_hash, first_name, last_name, phone, gender, date_of_birth,
                                  joining_date, renewal_date, paid_through, plan_amount, status)
     SELECT 'att' || i, 'att' || i || '@bench.test', 'x', 'Member', 'No' || i, '98' || lpad(i::text, 8, '0'),
            'M'::${t("gender")}, '1990-01-01', $1::date - 400, $1::date + (i % 60) - 5, $1::date + (i % 60) - 5,
            1000 + (i % 5) * 250,
            (CASE WHEN i % 50 = 0 THEN 'SUSPENDED' ELSE 'ACTIVE' END)::${t("member_status")}
       FROM generate_series(1, ${BENCH_ATTENDANCE_MEMBERS}) AS i`,
    [today],
  );
  await pool.query(
    `INSERT INTO ${t("member_payments")} (member_id, membership_month, amount_due, amount_paid, due_date, payment_date,
                                          reference_number, payment_method)
     SELECT m.id, mo::date, m.plan_amount, CASE WHEN m.id % 10 = 0 AND mo = last THEN 0 ELSE m.plan_amount END,
            mo::date + 4, least(mo::date + 2, $1::date), 'PAY' || m.id || to_char(mo, 'YYYYMM'), 'CASH'
       FROM ${t("members")} m,
            LATERAL (SELECT (date_trunc('month', $1::date) - interval '1 month')::date AS last) l,
            generate_series(date_trunc('month', $1::date) - interval '11 months', date_trunc('month', $1::date), interval '1 month') AS mo`,
    [today],
  );
  // ~0.69 of member-days: 1,000 × 365 × 0.69 ≈ 250,000. A stable pseudo-random number per member and day.
  await pool.query(
    `INSERT INTO ${t("check_ins")} (member_id, checked_in_at, day, hour, via, door_colour, door_reason)
     SELECT v.member_id, (v.day + make_interval(mins => v.minute)) AT TIME ZONE 'Asia/Kolkata', v.day, v.minute / 60,
            'CARD', 'GREEN', 'Paid up'
       FROM (SELECT m.id AS member_id, d::date AS day,
                    CASE WHEN (m.id + extract(doy FROM d)::int) % 5 < 3 THEN 345 + (m.id * 7 + extract(doy FROM d)::int * 13) % 180
                         ELSE 1035 + (m.id * 11 + extract(doy FROM d)::int * 7) % 210 END AS minute,
                    abs(hashtext(m.id || ':' || d::date)) % 1000 AS draw
               FROM ${t("members")} m, generate_series($1::date - 365, $1::date - 1, interval '1 day') AS d
              WHERE NOT (m.id % 9 = 0 AND d > $1::date - 30)) v
      WHERE v.draw < 690
      ORDER BY 2`,
    [today],
  );
  await pool.query(
    `INSERT INTO ${t("last_check_ins")} (member_id, checked_in_at)
     SELECT member_id, max(checked_in_at) FROM ${t("check_ins")} GROUP BY member_id`,
  );
  for (const table of ["members", "member_payments", "check_ins", "last_check_ins"])
    await pool.query(`VACUUM ANALYZE ${t(table)}`);
  const n = await pool.query(`SELECT count(*)::int AS n FROM ${t("check_ins")}`);
  return n.rows[0].n as number;
}

/** Makes every member's latest check-in a day older: the next run's check-ins are all real visits. */
export async function ageLatestCheckIns(pool: pg.Pool, schema: string): Promise<void> {
  await pool.query(
    `UPDATE ${qualified(schema, "last_check_ins")} SET checked_in_at = checked_in_at - interval '1 day'`,
  );
}

export async function countCheckIns(pool: pg.Pool, schema: string): Promise<number> {
  return (await pool.query(`SELECT count(*)::int AS n FROM ${qualified(schema, "check_ins")}`)).rows[0].n;
}
