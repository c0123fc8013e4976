import { ATTENDANCE_DEFAULTS, type AttendanceSettings, type AttendanceSettingsFields } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

const FIELDS = Object.keys(ATTENDANCE_DEFAULTS) as (keyof AttendanceSettings)[];

/**
 * The settings row (id 1) as one SQL expression per field, defaults included, so a query that needs a
 * setting joins `settingsSql(schema)` (one row, always) instead of reading it first.
 */
export function attendanceSettingsSql(schema: string): string {
  const table = qualified(schema, "attendance_settings");
  const columns = FIELDS.map(
    (f) => `COALESCE((SELECT ${f} FROM ${table} WHERE id = 1), ${ATTENDANCE_DEFAULTS[f]}) AS ${f}`,
  );
  return `(SELECT ${columns.join(", ")})`;
}

export function attendanceSettingsRepository({ db, schema, now }: DataContext) {
  const table = qualified(schema, "attendance_settings");
  return {
    /** The gym's settings, the defaults where it saved none. */
    async read(): Promise<AttendanceSettings> {
      const rows = await db.$queryRawUnsafe<AttendanceSettings[]>(`SELECT * FROM ${attendanceSettingsSql(schema)} s`);
      return rows[0]!;
    },

    /** One upsert of the whole row: two owners saving at once leave one complete version. */
    async save(s: AttendanceSettingsFields): Promise<void> {
      const values = FIELDS.map((_f, i) => `$${i + 1}::int`);
      await db.$executeRawUnsafe(
        `INSERT INTO ${table} (id, ${FIELDS.join(", ")}, updated_at) VALUES (1, ${values.join(", ")}, $${FIELDS.length + 1})
         ON CONFLICT (id) DO UPDATE SET ${FIELDS.map((f) => `${f} = EXCLUDED.${f}`).join(", ")}, updated_at = EXCLUDED.updated_at`,
        ...FIELDS.map((f) => s[f]),
        now(),
      );
    },
  };
}
