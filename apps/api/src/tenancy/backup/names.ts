import { join } from "node:path";
import { BACKUP_EXTENSION } from "./format.ts";

/** `<schema>-<YYYYMMDD>T<HHMMSS>Z.gymbackup.zip` (UTC): names sort by time within a gym. */
export function backupFileName(schema: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${schema}-${stamp}${BACKUP_EXTENSION}`;
}

export function defaultBackupPath(dir: string, schema: string, at: Date): string {
  return join(dir, backupFileName(schema, at));
}

/** Reads the instant back from a file name this module made for `schema`; null for any other name. */
export function backupInstant(schema: string, fileName: string): Date | null {
  const match = new RegExp(`^${schema}-(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z\\.gymbackup\\.zip$`).exec(
    fileName,
  );
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}
