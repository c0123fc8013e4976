import type { BackupStatusResponse } from "@gym/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";
import { BACKUP_STATUS_PATH } from "./early-paths.ts";

/**
 * GET /api/settings/backup/ (designed, decision 0273): the last nightly backup and its warning. Its one
 * client (decision 0233): the Backups screen shows it whole, the home screen reads only the warning.
 */
export { BACKUP_STATUS_PATH };

export const backupKeys = {
  all: ["backups"] as const,
  status: () => [...backupKeys.all, "status"] as const,
};

export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatusResponse> {
  return apiRequest<BackupStatusResponse>(BACKUP_STATUS_PATH, signal ? { signal } : {});
}

export const backupStatusQueryOptions = () =>
  queryOptions({ queryKey: backupKeys.status(), queryFn: ({ signal }) => getBackupStatus(signal) });
