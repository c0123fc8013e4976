import { Group, Paper, Skeleton, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

interface StatCardProps {
  label: string;
  /** `undefined` while the figure loads: a skeleton holds its place. */
  value: number | undefined;
  color: string;
  icon: ReactNode;
  testId?: string;
}

/** One figure of an area's stat cards (shop products, diet menu): label, number and a tinted icon. */
export function StatCard({ label, value, color, icon, testId }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="sm" c="gray.7" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={30} w={50} mt={4} />
          ) : (
            <Text fz={26} fw={700}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="xl" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
