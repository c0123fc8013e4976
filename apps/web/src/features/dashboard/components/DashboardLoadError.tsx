import { DASHBOARD_LOAD_FAILED } from "@gym/contracts";
import { Alert, Button, Group } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";

/** Part 1 §2, §8: "on failure an error with a Retry button". */
export function DashboardLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Dashboard unavailable">
      <Group justify="space-between" gap="sm">
        <span>{DASHBOARD_LOAD_FAILED}</span>
        <Button
          size="xs"
          color="red"
          variant="white"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
