import { POST_PRIORITY_LABELS, POST_STATUS_LABELS, type Post } from "@gym/contracts";
import { Badge, Group } from "@mantine/core";
import { IconPin, IconStar } from "@tabler/icons-react";
import { PRIORITY_COLORS, STATUS_COLORS } from "../../utils/labels.ts";

/** Part 2 §2: Featured, Pinned, status, priority, type label. */
export function PostBadges({ post }: { post: Post }) {
  return (
    <Group gap={6}>
      {post.is_featured && (
        <Badge color="yellow" variant="filled" c="dark" leftSection={<IconStar size={12} aria-hidden />}>
          Featured
        </Badge>
      )}
      {post.is_pinned && (
        <Badge color="grape.9" leftSection={<IconPin size={12} aria-hidden />}>
          Pinned
        </Badge>
      )}
      <Badge color={STATUS_COLORS[post.status]} variant="dot">
        {POST_STATUS_LABELS[post.status]}
      </Badge>
      <Badge
        color={post.priority === "urgent" ? "red.9" : PRIORITY_COLORS[post.priority]}
        variant={post.priority === "urgent" ? "filled" : "dot"}
      >
        {POST_PRIORITY_LABELS[post.priority]}
      </Badge>
      {post.category_type_label && (
        <Badge color={post.category_color ?? "gray"} variant="dot">
          {post.category_type_label}
        </Badge>
      )}
      {!post.is_active && (
        <Badge color="dark" variant="filled">
          Inactive
        </Badge>
      )}
    </Group>
  );
}
