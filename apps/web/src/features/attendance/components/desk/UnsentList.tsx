import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import type { UnsentCheckIn } from "../../utils/unsent.ts";

const time = (iso: string) => new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit" });

/** Check-ins that could not be sent: each says so and can be tried again (issue 24 "failure"). */
export function UnsentList({
  items,
  onRetry,
  onDismiss,
  busy,
}: {
  items: UnsentCheckIn[];
  onRetry: (u: UnsentCheckIn) => void;
  onDismiss: (id: string) => void;
  busy: boolean;
}) {
  if (!items.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudOff aria-hidden />}
      title={`${items.length} check-in${items.length === 1 ? "" : "s"} not sent`}
      data-testid="unsent-check-ins"
    >
      <Stack gap="xs">
        <Text size="sm" c="gray.9">
          The connection dropped. These members are not checked in yet; try again when the network is back.
        </Text>
        {items.map((u) => (
          <Group key={u.id} justify="space-between" gap="xs">
            <Text size="sm" c="gray.9">
              {u.label} · tried at {time(u.triedAt)}
            </Text>
            <Group gap="xs">
              <Button size="sm" onClick={() => onRetry(u)} loading={busy}>
                Try again
              </Button>
              <Button size="sm" variant="default" onClick={() => onDismiss(u.id)}>
                Dismiss
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
