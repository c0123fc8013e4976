import type { BackupStatusResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";

/** GET /api/settings/backup/ (designed, decision 0273): the home screen reads only its warning. */
export const BACKUP_STATUS_PATH = "/api/settings/backup/";

export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatusResponse> {
  return apiRequest<BackupStatusResponse>(BACKUP_STATUS_PATH, signal ? { signal } : {});
}

export const backupStatusQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.backupStatus(), queryFn: ({ signal }) => getBackupStatus(signal) });

export function useBackupWarning() {
  return useQuery({ ...backupStatusQueryOptions(), select: (data) => data.warning });
}
