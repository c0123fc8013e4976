import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "../../db/database.ts";
import type { GymRecord } from "../registry.ts";
import { backupFileName, backupInstant } from "./names.ts";
import { claimBackupDay, finishBackupDay } from "./nightly-repository.ts";
import { backupsToKeep, dayIn, hourIn, type Retention } from "./retention.ts";
import { backupGym } from "./write-backup.ts";

export interface NightlySettings {
  /** BACKUP_DIR: each gym's nightly backups go to `<dir>/<schema>/`. */
  dir: string;
  /** From this hour of the gym's day (0-23); 24: never. */
  hour: number;
  keep: Retention;
  uploadDir: string;
}

export type NightlyOutcome = "done" | "not-due" | "taken" | "failed";

/**
 * The gym's nightly backup (issue 27 §3): once per calendar day of the gym, on the first scheduler pass
 * at or after `hour`, claimed in platform.gym_backups so that several processes make it once. A failure
 * is recorded (the home screen warns) and tried again on a later pass, a few times. After a backup, old
 * ones beyond the retention are deleted.
 */
export async function nightlyBackup(db: Database, gym: GymRecord, settings: NightlySettings): Promise<NightlyOutcome> {
  const now = db.clock.now();
  if (settings.hour >= 24 || hourIn(gym.time_zone, now) < settings.hour) return "not-due";
  const day = dayIn(gym.time_zone, now);
  if (!(await claimBackupDay(db.pool, gym.schema_name, day, now))) return "taken";
  const folder = join(settings.dir, gym.schema_name);
  try {
    const result = await backupGym(
      db,
      gym.schema_name,
      join(folder, backupFileName(gym.schema_name, now)),
      settings.uploadDir,
    );
    await finishBackupDay(db.pool, gym.schema_name, day, db.clock.now(), { file: result.file, bytes: result.bytes });
  } catch (error) {
    await finishBackupDay(db.pool, gym.schema_name, day, db.clock.now(), {
      error: error instanceof Error ? error.message : String(error),
    });
    return "failed";
  }
  prune(folder, gym.schema_name, gym.time_zone, settings.keep);
  return "done";
}

/** Deletes the gym's nightly backups that the retention does not keep (only files named by this module). */
function prune(folder: string, schema: string, timeZone: string, keep: Retention): void {
  const backups = readdirSync(folder).flatMap((name) => {
    const at = backupInstant(schema, name);
    return at ? [{ name, at }] : [];
  });
  const kept = backupsToKeep(backups, keep, timeZone);
  for (const b of backups) if (!kept.has(b)) rmSync(join(folder, b.name), { force: true });
}
