import { POST_TYPE_LABELS, type PostStatistics } from "@gym/contracts";
import { Paper, SimpleGrid, Text } from "@mantine/core";

/** Part 2 §3 performance metrics, each with what it means (decision 0145). */
export function PerformanceCards({ metrics }: { metrics: PostStatistics["performanceMetrics"] }) {
  const cards = [
    { label: "Engagement rate", value: `${metrics.engagement_rate}%`, hint: "Likes and shares per 100 views" },
    { label: "Average views", value: String(metrics.average_views), hint: "Views per post" },
    {
      label: "Top performing type",
      value: metrics.top_performing_type ? POST_TYPE_LABELS[metrics.top_performing_type] : "—",
      hint: "The type with the most views",
    },
    { label: "Publishing frequency", value: `${metrics.publishing_frequency} / week`, hint: "Posts per week" },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
      {cards.map((c) => (
        <Paper key={c.label} withBorder radius="md" p="md">
          <Text size="sm" c="gray.7">
            {c.label}
          </Text>
          <Text fw={700} fz={24}>
            {c.value}
          </Text>
          <Text size="xs" c="gray.7">
            {c.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
