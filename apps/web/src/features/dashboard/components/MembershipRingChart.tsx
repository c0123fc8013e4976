import { RingProgress, Stack, Text } from "@mantine/core";
import type { ringSections } from "./MembershipRing.tsx";
import { RING_SIZE } from "./membership-ring-size.ts";

interface MembershipRingChartProps {
  sections: ReturnType<typeof ringSections>;
  total: number;
  /** "Active 12, Expired 3, Suspended 1": the ring's name for screen readers. */
  summary: string;
}

/**
 * The membership ring itself: Mantine's RingProgress, whose segments carry floating tooltips, so it
 * brings floating-ui; MembershipRing loads it after the home's first paint (issue 28 §1, decision 0364).
 */
export default function MembershipRingChart({ sections, total, summary }: MembershipRingChartProps) {
  return (
    <RingProgress
      size={RING_SIZE}
      thickness={16}
      roundCaps={false}
      role="img"
      aria-label={`Members by status: ${summary}`}
      sections={sections.map((s) => ({ value: s.value, color: s.color, tooltip: `${s.label}: ${s.count}` }))}
      label={
        <Stack gap={0} align="center">
          <Text fw={700} size="xl">
            {total}
          </Text>
          <Text size="xs" c="gray.7">
            members
          </Text>
        </Stack>
      }
    />
  );
}
