import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { serverFailureText } from "../utils/error-text.ts";

interface LoadFailureProps {
  /** The spec's text, e.g. 'Failed to fetch exercises'. */
  title: string;
  error?: unknown;
  onRetry?: () => void;
}

/** A failed load: the spec's text, the server's own words under it, and a retry. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  const detail = serverFailureText(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {detail && <Text size="sm">{detail}</Text>}
        {onRetry && (
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
