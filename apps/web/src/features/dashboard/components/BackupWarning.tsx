import { Alert, Anchor } from "@mantine/core";
import { Link } from "react-router-dom";
import { useBackupWarning } from "../api/get-backup-status.ts";

/** The home screen's warning when the last nightly backup failed or is old (decision 0273); nothing otherwise. */
export function BackupWarning() {
  const warning = useBackupWarning();
  if (!warning.data) return null;
  return (
    <Alert color="yellow" variant="light" title="Backup">
      {warning.data}{" "}
      <Anchor component={Link} to="/dashboard/backupSettings" size="sm">
        See backups
      </Anchor>
    </Alert>
  );
}
