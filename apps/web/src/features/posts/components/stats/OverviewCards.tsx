import { compactCount, type PostStatistics } from "@gym/contracts";
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconArticle, IconEye, IconHeart, IconSend, IconShare, IconStar } from "@tabler/icons-react";

/** Part 2 §3 overview: total posts, views, likes, shares, published, featured. */
export function OverviewCards({ overview }: { overview: PostStatistics["overview"] }) {
  const cards = [
    { label: "Total Posts", value: overview.total_posts, Icon: IconArticle, color: "blue" },
    { label: "Total Views", value: overview.total_views, Icon: IconEye, color: "teal" },
    { label: "Total Likes", value: overview.total_likes, Icon: IconHeart, color: "pink" },
    { label: "Total Shares", value: overview.total_shares, Icon: IconShare, color: "violet" },
    { label: "Published", value: overview.published_posts, Icon: IconSend, color: "green" },
    { label: "Featured", value: overview.featured_posts, Icon: IconStar, color: "yellow" },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {cards.map(({ label, value, Icon, color }) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color={color} radius="xl" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <div>
              <Text size="xs" c="gray.7">
                {label}
              </Text>
              <Text fw={700} fz="xl" title={value.toLocaleString("en-IN")}>
                {compactCount(value)}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
