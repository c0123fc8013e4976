import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";

export interface SeedMemberRow {
  id: number;
  status: string;
  joining_date: string;
  renewal_date: string;
}

export interface SeedVisit {
  member_id: number;
  day: string;
  minute: number;
  colour: "GREEN" | "AMBER" | "RED";
  reason: string;
  override: string | null;
}

/** The demo seed's statements: set-based, the visits' instants from the gym's day and clock time. */
export function attendanceSeedRepository({ db, schema }: DataContext) {
  const members = qualified(schema, "members");
  return {
    members(): Promise<SeedMemberRow[]> {
      return db.$queryRawUnsafe<SeedMemberRow[]>(
        `SELECT m.id, m.status::text AS status, to_char(m.joining_date, 'YYYY-MM-DD') AS joining_date,
                to_char(m.renewal_date, 'YYYY-MM-DD') AS renewal_date
           FROM ${members} m ORDER BY m.id`,
      );
    },

    /** The visits (those not after `now`), then each member's latest one. */
    async insert(visits: SeedVisit[], timeZone: string, now: Date): Promise<number> {
      const col = <K extends keyof SeedVisit>(k: K) => visits.map((v) => v[k]);
      const n = await db.$executeRawUnsafe(
        `INSERT INTO ${qualified(schema, "check_ins")}
           (member_id, checked_in_at, day, hour, via, door_colour, door_reason, override_reason)
         SELECT v.member_id, (v.day + make_interval(mins => v.minute)) AT TIME ZONE $7, v.day, v.minute / 60,
                CASE WHEN v.member_id % 3 = 0 THEN 'SEARCH' ELSE 'CARD' END::${qualified(schema, "check_in_via")},
                v.colour::${qualified(schema, "door_colour")}, v.reason, v.override
           FROM unnest($1::int[], $2::date[], $3::int[], $4::text[], $5::text[], $6::text[])
                  AS v(member_id, day, minute, colour, reason, override)
          WHERE (v.day + make_interval(mins => v.minute)) AT TIME ZONE $7 <= $8::timestamptz
          ORDER BY 2`,
        col("member_id"),
        col("day"),
        col("minute"),
        col("colour"),
        col("reason"),
        col("override"),
        timeZone,
        now,
      );
      await db.$executeRawUnsafe(
        `INSERT INTO ${qualified(schema, "last_check_ins")} (member_id, checked_in_at)
         SELECT member_id, max(checked_in_at) FROM ${qualified(schema, "check_ins")} GROUP BY member_id
         ON CONFLICT (member_id) DO UPDATE SET checked_in_at = GREATEST(${qualified(schema, "last_check_ins")}.checked_in_at, EXCLUDED.checked_in_at)`,
      );
      return n;
    },
  };
}
