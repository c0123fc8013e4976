import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { serverFailureText } from "../../lib/api-error.ts";

interface RetryAlertProps {
  /** The spec's text ('Failed to fetch exercises', 'Failed to create category'...), as the heading. */
  title?: string;
  /** Words under the title; by default the server's own words for `error`. */
  text?: ReactNode;
  /** The failed call: its server text is shown under the title (once: not when it repeats the title). */
  error?: unknown;
  /** A failed load that can be tried again gets a Retry button (part 1 §2); a failed save gets none. */
  onRetry?: () => void;
  /** True while the retry runs: the button spins. */
  retrying?: boolean;
  "data-testid"?: string;
}

/** The one red alert of every failure: failed loads (with Retry), failed saves and refused input. */
export function RetryAlert({ title, text, error, onRetry, retrying = false, ...rest }: RetryAlertProps) {
  const detail = serverFailureText(error);
  const body = text ?? (detail && detail !== title ? detail : null);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      role="alert"
      data-testid={rest["data-testid"]}
    >
      {(body || onRetry) && (
        <Group justify="space-between" align="center" gap="sm">
          {body && (typeof body === "string" ? <Text size="sm">{body}</Text> : body)}
          {onRetry && (
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
          )}
        </Group>
      )}
    </Alert>
  );
}
