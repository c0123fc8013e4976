import type { ReminderExclusion } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

/** The members the reminder sequence leaves alone (decision 0348). */
export function reminderExclusionsRepository({ db, schema, now }: DataContext) {
  const exclusions = qualified(schema, "reminder_exclusions");
  const members = qualified(schema, "members");
  const columns = `x.member_id, m.first_name || ' ' || m.last_name AS member_name,
    to_char(x.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS excluded_at`;
  return {
    /** Every excluded member (the list is short: a gym excludes a few), newest first, at most 500. */
    list(): Promise<ReminderExclusion[]> {
      return db.$queryRawUnsafe<ReminderExclusion[]>(
        `SELECT ${columns} FROM ${exclusions} x JOIN ${members} m ON m.id = x.member_id
          ORDER BY x.created_at DESC, x.member_id LIMIT 500`,
      );
    },
    async one(memberId: number): Promise<ReminderExclusion | null> {
      const [row] = await db.$queryRawUnsafe<ReminderExclusion[]>(
        `SELECT ${columns} FROM ${exclusions} x JOIN ${members} m ON m.id = x.member_id WHERE x.member_id = $1`,
        memberId,
      );
      return row ?? null;
    },
    /** Excludes a member who exists and is not archived; excluding twice keeps the first. Answers whether one was found. */
    async exclude(memberId: number, userId: number): Promise<boolean> {
      const [row] = await db.$queryRawUnsafe<{ found: boolean }[]>(
        `WITH m AS (SELECT id FROM ${members} WHERE id = $1 AND archived_at IS NULL),
              ins AS (INSERT INTO ${exclusions} (member_id, created_at, created_by_id)
                      SELECT id, $2, $3 FROM m ON CONFLICT (member_id) DO NOTHING)
         SELECT EXISTS (SELECT 1 FROM m) AS found`,
        memberId,
        now(),
        userId,
      );
      return row!.found;
    },
    /** Puts the member back in the sequence; answers whether they were excluded. */
    async include(memberId: number): Promise<boolean> {
      return (await db.$executeRawUnsafe(`DELETE FROM ${exclusions} WHERE member_id = $1`, memberId)) > 0;
    },
  };
}
