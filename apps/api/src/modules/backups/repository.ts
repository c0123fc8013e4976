import type pg from "pg";
import { type BackupRow, latestBackups } from "../../tenancy/backup/nightly-repository.ts";

/** The gym's nightly backups as recorded in platform.gym_backups (the SQL lives beside the job that writes them). */
export function backupsRepository(pool: pg.Pool, schema: string) {
  return {
    latest: (): Promise<{ last: BackupRow | null; lastDone: BackupRow | null }> => latestBackups(pool, schema),
  };
}
