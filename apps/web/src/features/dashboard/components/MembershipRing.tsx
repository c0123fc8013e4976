import { Anchor, Box, ColorSwatch, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import type { DashboardMemberCounts } from "../api/types.ts";
import { RING_SIZE } from "./membership-ring-size.ts";

/** The ring's code; the home calls this after its first paint, so the ring is usually there with the data. */
export const loadMembershipRingChart = () => import("./MembershipRingChart.tsx");
const MembershipRingChart = lazy(loadMembershipRingChart);

const SEGMENTS = [
  { key: "active", label: "Active", color: "green.6", status: "ACTIVE" },
  { key: "expired", label: "Expired", color: "red.6", status: "EXPIRED" },
  { key: "suspended", label: "Suspended", color: "yellow.6", status: "SUSPENDED" },
] as const;

/** Share of each segment in whole percents of the three together (0 when there are no members). */
export function ringSections(counts: DashboardMemberCounts) {
  const sum = counts.active + counts.expired + counts.suspended;
  return SEGMENTS.map((segment) => ({
    ...segment,
    count: counts[segment.key],
    value: sum === 0 ? 0 : (counts[segment.key] / sum) * 100,
  }));
}

/** A picture of the membership base: owners see at a glance how much of it is lapsing. */
export function MembershipRing({ counts }: { counts: DashboardMemberCounts }) {
  const sections = ringSections(counts);
  const summary = sections.map((s) => `${s.label} ${s.count}`).join(", ");
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h5" mb="xs">
        Membership Status
      </Title>
      <Group gap="lg" wrap="nowrap" align="center">
        {/* The ring and its segments' tooltips (floating-ui) load after the first paint (decision 0364);
            until then a box of its size keeps the card's layout. */}
        <Suspense fallback={<Box w={RING_SIZE} h={RING_SIZE} style={{ flexShrink: 0 }} aria-hidden />}>
          <MembershipRingChart sections={sections} total={counts.total} summary={summary} />
        </Suspense>
        <Stack gap={6}>
          {sections.map((s) => (
            <Group key={s.key} gap={8} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${s.color.replace(".", "-")})`} size={12} aria-hidden />
              <Anchor component={Link} to={`/dashboard/membersList?status=${s.status}`} size="sm" c="inherit">
                {s.label}
              </Anchor>
              <Text size="sm" fw={600} data-testid={`ring-${s.key}`}>
                {s.count}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
