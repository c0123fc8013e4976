import {
  BIRTHDAY_WINDOW_DAYS_AFTER,
  BIRTHDAY_WINDOW_DAYS_BEFORE,
  EXPIRED_LIST_MAX,
  UPCOMING_BIRTHDAYS_MAX,
} from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import { readRows } from "../../db/tenant-reads.ts";
import type { DataContext } from "../context.ts";

export interface ExpiredRow {
  id: number;
  member_id: string;
  full_name: string;
  phone: string;
  status: string;
  renewal_date: string | null;
  days_since_expiry: number | null;
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

/** month*100+day of the date of birth, exactly as the index members_birthday_key_idx is defined. */
const BIRTHDAY_KEY = "(EXTRACT(month FROM m.date_of_birth) * 100 + EXTRACT(day FROM m.date_of_birth))::int";

/**
 * The home screen's lists, in SQL, schema-qualified (raw queries do not get Prisma's schema).
 * `$1` is "today" in both. Plain reads (`readRows`, decision 0360): the screen owners open first.
 */
export function dashboardRepository(ctx: DataContext) {
  const members = qualified(ctx.schema, "members");
  return {
    /**
     * Up to 7 members expired by the one definition (part 1 §4, decision 0036: status EXPIRED or a
     * renewal date before today, `statusFilter("EXPIRED")`): most recently expired first, then those
     * expired by status alone (renewal date today or later), soonest renewal first. Two small index
     * scans, merged.
     */
    expired(today: string): Promise<ExpiredRow[]> {
      const pick = (where: string, order: string) =>
        `(SELECT id FROM ${members} WHERE archived_at IS NULL AND ${where} ORDER BY ${order} LIMIT ${EXPIRED_LIST_MAX})`;
      return readRows<ExpiredRow>(
        ctx,
        `SELECT m.id, m.member_id, m.first_name || ' ' || m.last_name AS full_name, m.phone, m.status::text AS status,
                to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date,
                CASE WHEN m.renewal_date <= $1::date THEN $1::date - m.renewal_date END AS days_since_expiry
           FROM (${pick("renewal_date < $1::date", "renewal_date DESC, id DESC")}
                 UNION ALL ${pick("status = 'EXPIRED' AND renewal_date >= $1::date", "renewal_date, id")}) AS p
           JOIN ${members} m ON m.id = p.id
          ORDER BY days_since_expiry NULLS LAST, m.renewal_date, m.id
          LIMIT ${EXPIRED_LIST_MAX}`,
        [today],
      );
    },

    /**
     * Birthdays from 3 days ago to 7 days ahead. The window's days are made in SQL (so a window
     * across New Year just works) as month*100+day keys, matched against the birthday index. In a
     * year without Feb 29, members born on Feb 29 celebrate on Feb 28 (docs/decisions/0014).
     * Returns every birthday today, and the 5 others nearest today on either side (at the same
     * distance the coming one first: it can still be greeted on the day), in date order
     * (decision 0037).
     */
    birthdays(today: string): Promise<BirthdayRow[]> {
      return readRows<BirthdayRow>(
        ctx,
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
                  -- today's rows sort last here, so the others are ranked 1, 2, ... by distance from today
                  row_number() OVER (ORDER BY win.off = 0, abs(win.off), win.off DESC, m.first_name, m.last_name, m.id)::int AS rank
             FROM ${members} m
             JOIN win ON win.k = ${BIRTHDAY_KEY}
            -- ANY(ARRAY(...)) makes the 11-12 keys one index lookup each instead of a join over every member.
            WHERE ${BIRTHDAY_KEY} = ANY (ARRAY(SELECT k FROM win)) AND m.date_of_birth <= win.d
              -- Archived (and so erased) members are left out of the home screen (decisions 0261, 0302).
              AND m.archived_at IS NULL
         )
         SELECT * FROM ranked WHERE days_until = 0 OR rank <= ${UPCOMING_BIRTHDAYS_MAX} ORDER BY days_until, rank`,
        [today],
      );
    },
  };
}
