import { POST_TYPE_LABELS, type PostStatistics } from "@gym/contracts";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDateTime } from "../../utils/date-time-local.ts";

/** Part 2 §3 recent activity: title, type, action, when, views, likes. */
export function RecentActivity({ items }: { items: PostStatistics["recentActivity"] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="sm">
        Recent activity
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          No posts created or changed in this period.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Group key={`${item.id}-${item.created_at}`} component="li" justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0, flex: "1 1 220px" }}>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {item.title}
                </Text>
                <Text size="xs" c="gray.7">
                  {item.action === "created" ? "Created" : "Updated"} {formatDateTime(item.created_at)}
                  {item.post_type ? ` · ${POST_TYPE_LABELS[item.post_type]}` : ""}
                </Text>
              </div>
              <Group gap={6}>
                <Badge variant="dot" color="teal">
                  {item.views} {item.views === 1 ? "view" : "views"}
                </Badge>
                <Badge variant="dot" color="pink">
                  {item.likes} {item.likes === 1 ? "like" : "likes"}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
