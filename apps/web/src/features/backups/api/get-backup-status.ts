import { useQuery } from "@tanstack/react-query";
import { backupStatusQueryOptions } from "../../../lib/backup-status.ts";

/** The Backups screen's status, through the endpoint's one client (src/lib/backup-status.ts). */
export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
