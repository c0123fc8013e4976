import { authFields, successBody } from "../common.ts";
import { z } from "../messages.ts";

/** The owner's view of the nightly backups (issue 27 §3, decisions 0272, 0273). */

/** The home screen warns when the last backup failed or the last good one is older than this. */
export const BACKUP_WARN_AFTER_DAYS = 2;

export const FAILED_TO_FETCH_BACKUP = "Failed to fetch the backup status";
export const BACKUP_NOT_FOUND = "No backup has been made yet";
export const BACKUP_FAILED_WARNING = "The last nightly backup failed. Ask whoever runs the gym's server to check it.";
export const BACKUP_OLD_WARNING = `The last backup is more than ${BACKUP_WARN_AFTER_DAYS} days old. Ask whoever runs the gym's server to check the nightly backup.`;
export const BACKUP_NEVER_WARNING = "No backup of this gym has been made yet.";

export const backupStatusQuery = z.object(authFields);

export const backupSummary = z.object({
  /** The calendar day of the gym the backup belongs to. */
  day: z.string(),
  status: z.enum(["RUNNING", "DONE", "FAILED"]),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Size of the file in bytes (DONE only). */
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type BackupSummary = z.infer<typeof backupSummary>;

export const backupStatusResponse = successBody({
  last: backupSummary.nullable(),
  last_successful: backupSummary.nullable(),
  /** Whether the last good backup can be downloaded now. */
  downloadable: z.boolean(),
  /** The home screen's warning, or null when all is well. */
  warning: z.string().nullable(),
});
export type BackupStatusResponse = z.infer<typeof backupStatusResponse>;
