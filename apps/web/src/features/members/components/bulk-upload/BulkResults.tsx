import type { BulkUploadResponse } from "@gym/contracts";
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { MemberLinkButton } from "../../../../components/ui/MemberLinkButton.tsx";
import { CreatedMembersTable } from "./CreatedMembersTable.tsx";
import { RowErrorsTable } from "./RowErrorsTable.tsx";

const COUNTS = [
  { key: "total_processed", label: "Total processed", color: undefined },
  { key: "successful", label: "Successful", color: "teal.9" },
  { key: "failed", label: "Failed", color: "red.9" },
] as const;

/** The success state (part 1 §2): counts, created members, row errors, and 'Upload another'. */
export function BulkResults({ answer, onUploadAnother }: { answer: BulkUploadResponse; onUploadAnother: () => void }) {
  const { results } = answer;
  return (
    <Stack gap="md" data-testid="bulk-results">
      <Text fw={600}>{answer.message}</Text>
      <SimpleGrid cols={3} spacing="md">
        {COUNTS.map(({ key, label, color }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text size="sm" c="gray.7">
              {label}
            </Text>
            <Text fz={28} fw={700} c={color} data-testid={`bulk-${key}`}>
              {results[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {results.created_members.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Created members ({results.created_members.length})
          </Title>
          <CreatedMembersTable members={results.created_members} />
        </Stack>
      )}
      {results.errors.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Errors ({results.errors.length})
          </Title>
          <RowErrorsTable errors={results.errors} />
        </Stack>
      )}
      <Group gap="sm">
        <Button onClick={onUploadAnother} leftSection={<IconUpload size={16} aria-hidden />}>
          Upload another
        </Button>
        <MemberLinkButton link="membersList" />
      </Group>
    </Stack>
  );
}
