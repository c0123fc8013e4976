import { CANNOT_DELETE_CATEGORY_WITH_POSTS, type PostCategory } from "@gym/contracts";
import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { CategoryIcon } from "./CategoryIcon.tsx";

interface PostCategoryCardProps {
  category: PostCategory;
  onEdit: (category: PostCategory) => void;
  onDelete: (category: PostCategory) => void;
}

/** Part 2 §2: icon, colour, status, type label, description, post count, order, created date. */
export function PostCategoryCard({ category, onEdit, onDelete }: PostCategoryCardProps) {
  const hasPosts = category.posts_count > 0;
  return (
    <Card withBorder radius="md" padding="md" style={{ borderTop: `4px solid ${category.color}` }}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <CategoryIcon icon={category.icon} color={category.color} />
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="lg" style={{ overflowWrap: "anywhere" }}>
                {category.name}
              </Title>
              <Text size="sm" c="gray.7">
                {category.post_type_label}
              </Text>
            </div>
          </Group>
          <Badge color={category.is_active ? "green" : "gray"} variant="dot" style={{ flexShrink: 0 }}>
            {category.is_active ? "Active" : "Inactive"}
          </Badge>
        </Group>
        {category.description && (
          <Text size="sm" lineClamp={3}>
            {category.description}
          </Text>
        )}
        <Group gap="xs" mt="auto">
          <Badge variant="default">
            {category.posts_count} {category.posts_count === 1 ? "post" : "posts"}
          </Badge>
          <Badge variant="default">{category.active_posts_count} live</Badge>
          <Badge variant="default">Order {category.display_order}</Badge>
        </Group>
        <Group justify="space-between">
          <Text size="xs" c="gray.7">
            Created {formatTimestampDate(category.created_at)}
          </Text>
          <Group gap={4}>
            <ActionIcon variant="subtle" aria-label={`Edit ${category.name}`} onClick={() => onEdit(category)}>
              <IconPencil size={18} />
            </ActionIcon>
            <Tooltip label={CANNOT_DELETE_CATEGORY_WITH_POSTS} disabled={!hasPosts} withArrow>
              {/* A disabled button fires no events: the wrapper keeps the tooltip reachable. */}
              <span tabIndex={hasPosts ? 0 : -1}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${category.name}`}
                  disabled={hasPosts}
                  onClick={() => onDelete(category)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </span>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
