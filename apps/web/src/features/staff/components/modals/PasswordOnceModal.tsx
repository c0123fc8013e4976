import type { StaffPasswordResponse } from "@gym/contracts";
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useStoredSession } from "../../../../lib/use-stored-session.ts";

/**
 * A new account's, a reset's or a door device's password, shown this once (decision 0322): the owner
 * hands it over; nothing stores it in clear, so closing this is the last time anyone sees it.
 */
export function PasswordOnceModal({ answer, onClose }: { answer: StaffPasswordResponse; onClose: () => void }) {
  const schema = useStoredSession().user?.schema_name ?? "";
  return (
    <Modal opened onClose={onClose} title="Password shown once" centered>
      <Stack gap="sm">
        <Text size="sm">{answer.message}</Text>
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            Gym Schema
          </Text>
          <Code data-testid="new-schema">{schema}</Code>
          <Text size="sm" c="gray.7">
            Username
          </Text>
          <Code data-testid="new-username">{answer.staff.username}</Code>
          <Text size="sm" c="gray.7">
            Password
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="new-password" fz="lg">
              {answer.password}
            </Code>
            <CopyButton value={answer.password}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
