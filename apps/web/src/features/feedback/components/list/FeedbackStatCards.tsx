import type { FeedbackStats } from "@gym/contracts";
import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { PRIORITY_COLOURS, STATUS_COLOURS } from "../../utils/badges.ts";

const CARDS: { key: keyof FeedbackStats; label: string; color: string }[] = [
  { key: "total", label: "Total", color: "#212529" },
  { key: "pending", label: "Pending", color: STATUS_COLOURS.PENDING },
  { key: "in_progress", label: "In Progress", color: STATUS_COLOURS.IN_PROGRESS },
  { key: "resolved", label: "Resolved", color: STATUS_COLOURS.RESOLVED },
  { key: "urgent", label: "Urgent", color: PRIORITY_COLOURS.URGENT },
];

/** The stat cards of part 2 §2: total, pending, in progress, resolved, urgent (counted by the server). */
export function FeedbackStatCards({ stats }: { stats: FeedbackStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {CARDS.map((card) => (
        <Card key={card.key} withBorder radius="md" padding="sm" data-testid={`feedback-stat-${card.key}`}>
          <Text size="sm" c="gray.7">
            {card.label}
          </Text>
          {stats ? (
            <Text fw={700} fz={26} c={card.color} data-testid="stat-value">
              {stats[card.key]}
            </Text>
          ) : (
            <Skeleton h={32} mt={4} />
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
