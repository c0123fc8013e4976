import { useQuery } from "@tanstack/react-query";
import { backupStatusQueryOptions } from "../../../lib/backup-status.ts";

/** The home screen reads only the backup's warning, through the endpoint's one client (src/lib/backup-status.ts). */
export function useBackupWarning() {
  return useQuery({ ...backupStatusQueryOptions(), select: (data) => data.warning });
}
