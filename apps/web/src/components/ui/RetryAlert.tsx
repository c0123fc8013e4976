import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";

interface RetryAlertProps {
  /** A short heading above the text; none for a one-line alert. */
  title?: string;
  text: string;
  onRetry: () => void;
  /** True while the retry runs: the button spins. */
  retrying: boolean;
}

/** A failed load with a Retry button (part 1 §2 "on failure an error with a Retry button"). */
export function RetryAlert({ title, text, onRetry, retrying }: RetryAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{text}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
