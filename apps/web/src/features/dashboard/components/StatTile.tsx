import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

interface StatTileProps {
  label: string;
  /** Small caption under the label, e.g. the period 'This Month'. */
  caption?: string;
  value: string;
  /** Exact figure for screen readers and the tooltip, when `value` is abbreviated. */
  fullValue?: string;
  footer?: ReactNode;
  icon: ReactNode;
  color: string;
  loading?: boolean;
  to?: string;
  testId: string;
}

export function StatTile({
  label,
  caption,
  value,
  fullValue,
  footer,
  icon,
  color,
  loading,
  to,
  testId,
}: StatTileProps) {
  const body = (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={600} c="gray.7" tt="uppercase">
            {label}
          </Text>
          {caption && (
            <Text size="xs" c="gray.7" data-testid={`${testId}-period`}>
              {caption}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {loading ? (
        <Skeleton h={34} w="60%" mt="sm" />
      ) : (
        <Text fz={30} fw={700} mt="xs" title={fullValue} data-testid={`${testId}-value`}>
          {value}
        </Text>
      )}
      {footer && <div>{footer}</div>}
    </Paper>
  );
  if (!to) return body;
  return (
    <UnstyledButton component={Link} to={to} aria-label={`${label}: ${fullValue ?? value}`} h="100%">
      {body}
    </UnstyledButton>
  );
}
