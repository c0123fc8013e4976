import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { attendanceSettingsSql } from "../settings/repository.ts";
import { CHECK_IN_COLUMNS, type CheckInRow, checkInJoins } from "../sql.ts";

export interface VisitsFilter {
  from: string;
  to: string;
  memberId?: number;
  limit: number;
  offset: number;
}

/** A batch of the export, in time order, after the cursor (exclusive). */
export interface ExportCursor {
  at: Date | null;
  id: number;
}

export interface RenewalDueRow {
  id: number;
  member_code: string;
  full_name: string;
  phone: string;
  renewal_date: string;
  days_left: number;
}

export function visitsRepository({ db, schema }: DataContext) {
  const joins = checkInJoins(schema);
  const members = qualified(schema, "members");
  /** `$1`..`$3`: from, to, the member (or null). */
  const where = `c.day BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR c.member_id = $3::int)`;

  return {
    /** One page of check-ins, newest first, and how many there are in all. */
    async page(f: VisitsFilter): Promise<{ rows: CheckInRow[]; count: number }> {
      const params = [f.from, f.to, f.memberId ?? null];
      const [rows, count] = await Promise.all([
        db.$queryRawUnsafe<CheckInRow[]>(
          `SELECT ${CHECK_IN_COLUMNS} FROM ${joins} WHERE ${where}
            ORDER BY c.checked_in_at DESC, c.id DESC LIMIT $4 OFFSET $5`,
          ...params,
          f.limit,
          f.offset,
        ),
        db.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM ${qualified(schema, "check_ins")} c WHERE ${where}`,
          ...params,
        ),
      ]);
      return { rows, count: count[0]?.n ?? 0 };
    },

    /** Members whose latest check-in is at or after `since` ('in the gym now'), by the setting's minutes. */
    async inGymNow(at: Date): Promise<{ in_gym_now: number; in_gym_minutes: number }> {
      const rows = await db.$queryRawUnsafe<{ in_gym_now: number; in_gym_minutes: number }[]>(
        `SELECT (SELECT count(*) FROM ${qualified(schema, "last_check_ins")}
                  WHERE checked_in_at > $1::timestamptz - make_interval(mins => s.in_gym_minutes)
                    AND checked_in_at <= $1::timestamptz)::int AS in_gym_now,
                s.in_gym_minutes
           FROM ${attendanceSettingsSql(schema)} s`,
        at,
      );
      return rows[0]!;
    },

    /** The export's next batch (keyset on time and id, so the export never holds the range in memory). */
    exportBatch(from: string, to: string, timeZone: string, after: ExportCursor, size: number): Promise<CheckInRow[]> {
      return db.$queryRawUnsafe<CheckInRow[]>(
        `SELECT ${CHECK_IN_COLUMNS} FROM ${joins}
          WHERE c.day BETWEEN $1::date AND $2::date
            AND c.checked_in_at >= ($1::date::timestamp AT TIME ZONE $3)
            AND c.checked_in_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
            AND ($4::timestamptz IS NULL OR (c.checked_in_at, c.id) > ($4::timestamptz, $5::int))
          ORDER BY c.checked_in_at, c.id LIMIT $6`,
        from,
        to,
        timeZone,
        after.at,
        after.id,
        size,
      );
    },

    /** Active members renewing from `today` to `until`, soonest first (the dashboard's 'renewals due'). */
    async renewalsDue(today: string, until: string, limit: number): Promise<{ rows: RenewalDueRow[]; count: number }> {
      const filter = `status = 'ACTIVE' AND renewal_date BETWEEN $1::date AND $2::date`;
      const [rows, count] = await Promise.all([
        db.$queryRawUnsafe<RenewalDueRow[]>(
          `SELECT id, member_id AS member_code, first_name || ' ' || last_name AS full_name, phone,
                  to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date, (renewal_date - $1::date) AS days_left
             FROM ${members} WHERE ${filter} ORDER BY renewal_date, id LIMIT $3`,
          today,
          until,
          limit,
        ),
        db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${members} WHERE ${filter}`, today, until),
      ]);
      return { rows, count: count[0]?.n ?? 0 };
    },
  };
}
