import { FAILED_TO_FETCH_BACKUP } from "@gym/contracts";
import { Paper, Skeleton, Stack } from "@mantine/core";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useBackupStatus } from "../api/get-backup-status.ts";
import { BackupCard } from "../components/BackupCard.tsx";

/** /dashboard/backupSettings (designed, decision 0273): the last nightly backup, its size and its download. */
export default function BackupSettingsPage() {
  const status = useBackupStatus();
  return (
    <Stack gap="md">
      <PageHeader
        title="Backups"
        back={{ to: "/dashboard", label: "Back to Home" }}
        subtitle="The gym's nightly backup"
      />
      {status.isError && (
        <RetryAlert
          text={failureText(status.error, FAILED_TO_FETCH_BACKUP)}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      )}
      {status.isPending && <Skeleton h={180} />}
      {status.data && (
        <Paper withBorder radius="md" p="md" maw={640}>
          <BackupCard data={status.data} />
        </Paper>
      )}
    </Stack>
  );
}
