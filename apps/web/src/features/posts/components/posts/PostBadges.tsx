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
        <Badge color="grape" leftSection={<IconPin size={12} aria-hidden />}>
          Pinned
        </Badge>
      )}
      <Badge color={STATUS_COLORS[post.status]} variant="light">
        {POST_STATUS_LABELS[post.status]}
      </Badge>
      <Badge color={PRIORITY_COLORS[post.priority]} variant={post.priority === "urgent" ? "filled" : "outline"}>
        {POST_PRIORITY_LABELS[post.priority]}
      </Badge>
      {post.category_type_label && (
        <Badge color="gray" variant="outline" style={{ borderColor: post.category_color ?? undefined }}>
          {post.category_type_label}
        </Badge>
      )}
      {!post.is_active && (
        <Badge color="gray" variant="filled">
          Inactive
        </Badge>
      )}
    </Group>
  );
}
