import { FAILED_TO_FETCH_GYM_IMAGES } from "@gym/contracts";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";

interface GymImagesErrorProps {
  detail: string | null;
  retrying: boolean;
  onRetry: () => void;
}

/** Part 1 §8: 'Failed to fetch gym images', with a way to try again. */
export function GymImagesError({ detail, retrying, onRetry }: GymImagesErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={FAILED_TO_FETCH_GYM_IMAGES}>
      <Group justify="space-between" align="center">
        <Text size="sm">{detail ?? "Please try again."}</Text>
        <Button
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
