import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconUsersGroup } from "@tabler/icons-react";
import { MemberLinkButton } from "../../../../components/ui/MemberLinkButton.tsx";

/** No rows: with filters on, offer to clear them; without, the gym has no members yet. */
export function MembersEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <IconUsersGroup size={36} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text fw={600}>{filtered ? "No members match these filters" : "No members yet"}</Text>
        <Text size="sm" c="gray.7">
          {filtered ? "Try another search or status." : "Add your first member, or upload a spreadsheet of them."}
        </Text>
        <Group gap="sm" mt="xs">
          {filtered ? (
            <Button variant="light" onClick={onClear}>
              Clear filters
            </Button>
          ) : (
            <>
              <MemberLinkButton link="addMember" />
              <MemberLinkButton link="bulkUpload" withIcon={false} />
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
