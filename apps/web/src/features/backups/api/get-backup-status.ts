import type { BackupStatusResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { backupKeys } from "./query-keys.ts";

/** GET /api/settings/backup/ (designed, decision 0273): the last nightly backup and its warning. */
export const BACKUP_STATUS_PATH = "/api/settings/backup/";

export function getBackupStatus(signal?: AbortSignal): Promise<BackupStatusResponse> {
  return apiRequest<BackupStatusResponse>(BACKUP_STATUS_PATH, signal ? { signal } : {});
}

export const backupStatusQueryOptions = () =>
  queryOptions({ queryKey: backupKeys.status(), queryFn: ({ signal }) => getBackupStatus(signal) });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}
