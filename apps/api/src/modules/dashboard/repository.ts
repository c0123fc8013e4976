import {
  BIRTHDAY_WINDOW_DAYS_AFTER,
  BIRTHDAY_WINDOW_DAYS_BEFORE,
  EXPIRED_LIST_MAX,
  UPCOMING_BIRTHDAYS_MAX,
} from "@gym/contracts";
import { quoteIdent } from "../../db/pool.ts";
import type { TenantDb } from "../../db/tenant-clients.ts";

export interface ExpiredRow {
  id: number;
  member_id: string;
  full_name: string;
  phone: string;
  status: string;
  renewal_date: string | null;
  days_since_expiry: number | null;
  total: number;
}

export interface BirthdayRow {
  id: number;
  member_id: string;
  full_name: string;
  date_of_birth: string;
  days_until: number;
  age: number;
  rank: number;
}

/**
 * The home screen's lists, in SQL, schema-qualified (raw queries do not get Prisma's schema).
 * `$1` is "today" in both.
 */
export function dashboardRepository(db: TenantDb, schema: string) {
  const members = `${quoteIdent(schema)}.members`;
  return {
    /**
     * Expired by the dashboard's rule (part 1 §4): status EXPIRED or SUSPENDED, or a renewal date today
     * or earlier. Most recently expired first; members expired by status alone (renewal date still
     * ahead) after them. `total` is the whole count, the rows at most 7.
     */
    expired(today: string): Promise<ExpiredRow[]> {
      return db.$queryRawUnsafe<ExpiredRow[]>(
        `SELECT id, member_id, first_name || ' ' || last_name AS full_name, phone, status::text AS status,
                to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date,
                CASE WHEN renewal_date <= $1::date THEN $1::date - renewal_date END AS days_since_expiry,
                count(*) OVER ()::int AS total
           FROM ${members}
          WHERE status IN ('EXPIRED', 'SUSPENDED') OR renewal_date <= $1::date
          ORDER BY (renewal_date <= $1::date) DESC, renewal_date DESC, id DESC
          LIMIT ${EXPIRED_LIST_MAX}`,
        today,
      );
    },

    /**
     * Birthdays from 3 days ago to 7 days ahead. The window's days are made in SQL (so a window
     * across New Year just works) as month*100+day keys, matched against the birthday index. In a
     * year without Feb 29, members born on Feb 29 celebrate on Feb 28 (docs/decisions/0014).
     * Ranked: today, then the coming days, then the past ones (most recent first). Returns every
     * birthday today plus the first 5 ranked.
     */
    birthdays(today: string): Promise<BirthdayRow[]> {
      return db.$queryRawUnsafe<BirthdayRow[]>(
        `WITH days AS (
           SELECT off, $1::date + off AS d FROM generate_series(${-BIRTHDAY_WINDOW_DAYS_BEFORE}, ${BIRTHDAY_WINDOW_DAYS_AFTER}) AS off
         ), win AS (
           SELECT off, d, (EXTRACT(month FROM d) * 100 + EXTRACT(day FROM d))::int AS k FROM days
           UNION ALL
           SELECT off, d, 229 FROM days
            WHERE EXTRACT(month FROM d) = 2 AND EXTRACT(day FROM d) = 28
              AND EXTRACT(day FROM make_date(EXTRACT(year FROM d)::int, 3, 1) - 1) = 28
         ), ranked AS (
           SELECT m.id, m.member_id, m.first_name || ' ' || m.last_name AS full_name,
                  to_char(m.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, win.off AS days_until,
                  (EXTRACT(year FROM win.d) - EXTRACT(year FROM m.date_of_birth))::int AS age,
                  row_number() OVER (ORDER BY win.off < 0, abs(win.off), m.first_name, m.last_name, m.id)::int AS rank
             FROM win
             JOIN ${members} m
               ON (EXTRACT(month FROM m.date_of_birth) * 100 + EXTRACT(day FROM m.date_of_birth))::int = win.k
            WHERE m.date_of_birth <= win.d
         )
         SELECT * FROM ranked WHERE days_until = 0 OR rank <= ${UPCOMING_BIRTHDAYS_MAX} ORDER BY rank`,
        today,
      );
    },
  };
}
