/** The backups' keys live with the endpoint's one client (src/lib/backup-status.ts). */
export { backupKeys } from "../../../lib/backup-status.ts";
