import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

/** What sending reminders writes: when each member was last reminded. */
export function remindersRepository({ db, schema, now }: DataContext) {
  const members = qualified(schema, "members");
  return {
    /** Records that these members were sent a reminder now; answers the moment (ISO). */
    async markReminded(memberIds: number[]): Promise<string> {
      const at = now();
      await db.$executeRawUnsafe(
        `UPDATE ${members} SET last_reminder_at = $2 WHERE id = ANY($1::int[])`,
        memberIds,
        at,
      );
      return `${at.toISOString().slice(0, 19)}Z`;
    },
  };
}
