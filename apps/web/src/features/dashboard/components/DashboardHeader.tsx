import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { LiveClock } from "./LiveClock.tsx";

/** Part 1 §2: "Header with gym name, tagline and a clock refreshed every second." */
export function DashboardHeader({ gymName }: { gymName: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2}>
          {/* The app header already carries the page's h1 (the gym name); this is the screen's own heading. */}
          <Title order={2} data-testid="dashboard-gym-name">
            {gymName}
          </Title>
          <Text fw={600} c="blue.8">
            Track. Train. Transform
          </Text>
        </Stack>
        <LiveClock />
      </Group>
    </Paper>
  );
}
