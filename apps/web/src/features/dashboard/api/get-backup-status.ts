import { useQuery } from "@tanstack/react-query";
import { backupStatusQueryOptions, getBackupStatus } from "../../../lib/backup-status.ts";

/**
 * How long the home's cards wait for the backup warning's read. They wait for it so that the warning
 * never pushes them down (decision 0382); a read that hangs or fails must not hold the owner's figures
 * back, so past this the read counts as failed (no warning) and is not retried here.
 */
export const BACKUP_WARNING_WAIT_MS = 3_000;

/** The backup status, or a rejection once `waitMs` have passed without an answer. */
export function readBackupStatusWithin(waitMs: number, signal?: AbortSignal) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No backup status within ${waitMs} ms`)), waitMs);
  });
  return Promise.race([getBackupStatus(signal), deadline]).finally(() => clearTimeout(timer));
}

/** The home screen reads only the backup's warning, through the endpoint's one client (src/lib/backup-status.ts). */
export function useBackupWarning() {
  return useQuery({
    ...backupStatusQueryOptions(),
    queryFn: ({ signal }) => readBackupStatusWithin(BACKUP_WARNING_WAIT_MS, signal),
    retry: false,
    select: (data) => data.warning,
  });
}
