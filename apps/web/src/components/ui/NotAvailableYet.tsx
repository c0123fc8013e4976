import { Paper, Stack, Text } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { PageHeader } from "./PageHeader.tsx";

interface NotAvailableYetProps {
  /** The screen's title as the spec names it. */
  title: string;
}

/**
 * Placeholder for a screen that has not been built: it says so plainly and shows no sample data,
 * so nobody mistakes an unfinished screen for an empty gym. The PageHeader's back control keeps it from
 * being a dead end (part 2 §2).
 */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconTools size={32} aria-hidden />
          <Text>This screen is not available yet.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
