import { Alert, Anchor } from "@mantine/core";
import { Link } from "react-router-dom";

/**
 * The home screen's warning when the last nightly backup failed or is old (decision 0273); nothing
 * otherwise. The home reads it (useBackupWarning) and shows it with its cards, in one commit (decision 0382).
 */
export function BackupWarning({ warning }: { warning: string | null | undefined }) {
  if (!warning) return null;
  return (
    <Alert color="yellow" variant="light" title="Backup">
      {warning}{" "}
      <Anchor component={Link} to="/dashboard/backupSettings" size="sm">
        See backups
      </Anchor>
    </Alert>
  );
}
