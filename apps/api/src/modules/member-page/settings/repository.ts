import { MEMBER_PAGE_SETTINGS_DEFAULTS, type MemberPageSettings } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

/** The gym's member-page settings row (id 1), the defaults while it saved none (decision 0345). */
export function memberPageSettingsRepository({ db, schema, now }: DataContext) {
  const table = qualified(schema, "member_page_settings");
  return {
    async read(): Promise<MemberPageSettings> {
      const rows = await db.$queryRawUnsafe<MemberPageSettings[]>(
        `SELECT COALESCE((SELECT members_mark_done FROM ${table} WHERE id = 1), $1) AS members_mark_done`,
        MEMBER_PAGE_SETTINGS_DEFAULTS.members_mark_done,
      );
      return rows[0]!;
    },

    /** One upsert of the whole row. */
    async save(s: MemberPageSettings): Promise<void> {
      await db.$executeRawUnsafe(
        `INSERT INTO ${table} (id, members_mark_done, updated_at) VALUES (1, $1, $2::timestamptz)
         ON CONFLICT (id) DO UPDATE SET members_mark_done = EXCLUDED.members_mark_done, updated_at = EXCLUDED.updated_at`,
        s.members_mark_done,
        now(),
      );
    },
  };
}
