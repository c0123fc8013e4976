import type { BackupStatusResponse, BackupSummary } from "@gym/contracts";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { formatTimestampDate } from "../../../lib/calendar-date.ts";
import { useDownloadBackup } from "../api/download-backup.ts";
import { formatFileSize } from "../utils/file-size.ts";

/** "13 Dec 2026, 8:00 am": the one date format of the screens, and the time in the browser's zone. */
const when = (iso: string | null) =>
  iso
    ? `${formatTimestampDate(iso)}, ${new Intl.DateTimeFormat("en-IN", { timeStyle: "short" }).format(new Date(iso))}`
    : "—";

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

function statusText(b: BackupSummary): string {
  if (b.status === "DONE") return "Completed";
  if (b.status === "RUNNING") return "In progress";
  return "Failed";
}

/** The last nightly backup: when, how big, its download, and the warning the home screen shows too. */
export function BackupCard({ data }: { data: BackupStatusResponse }) {
  const download = useDownloadBackup();
  const good = data.last_successful;
  return (
    <Stack gap="sm">
      {data.warning && (
        <Alert color="yellow" variant="light" title="Backup">
          {data.warning}
        </Alert>
      )}
      <Line label="Last backup" value={good ? when(good.finished_at) : "None yet"} />
      <Line label="Size" value={formatFileSize(good?.bytes)} />
      {data.last && data.last !== good && data.last.day !== good?.day && (
        <Line label={`Backup of ${data.last.day}`} value={statusText(data.last)} />
      )}
      {data.last?.status === "FAILED" && data.last.error && (
        <Text size="sm" c="dimmed">
          Reason: {data.last.error}
        </Text>
      )}
      {download.isError && <RetryAlert title="Download failed" text={failureText(download.error, "Download failed")} />}
      <Group>
        <Button onClick={() => download.mutate()} loading={download.isPending} disabled={!data.downloadable}>
          Download last backup
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        The server backs the gym up every night and keeps a week of daily, a month of weekly and a year of monthly
        backups. Keep a downloaded copy somewhere else, such as a USB disk.
      </Text>
    </Stack>
  );
}
