import { compactCount, feeText, type Post } from "@gym/contracts";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendar, IconEye, IconHeart, IconShare } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDateTime } from "../../utils/date-time-local.ts";
import { cardTags } from "../../utils/tags.ts";
import { PostBadges } from "./PostBadges.tsx";

interface PostCardProps {
  post: Post;
  onView: (post: Post) => void;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** Part 2 §2: badges, subtitle, category, start date, fee, views, up to 3 tags and a count; View, Edit, Delete. */
export function PostCard({ post, onView, onEdit, onDelete }: PostCardProps) {
  const tags = cardTags(post.tags_list);
  const fee = feeText(post.entry_fee, formatRupees);
  return (
    <Card withBorder radius="md" padding="md">
      <Card.Section>
        <ImageWithFallback src={post.main_image ?? post.banner_image} alt="" ratio={16 / 9} lazy />
      </Card.Section>
      <Stack gap={8} mt="sm" h="100%">
        <PostBadges post={post} />
        <div>
          <Title order={3} fz="lg" style={{ overflowWrap: "anywhere" }}>
            {post.title}
          </Title>
          {post.subtitle && (
            <Text size="sm" c="gray.7">
              {post.subtitle}
            </Text>
          )}
        </div>
        <Text size="sm">{post.category_name ?? "No category"}</Text>
        <Group gap="md">
          {post.start_date && (
            <Group gap={4}>
              <IconCalendar size={14} aria-hidden />
              <Text size="sm">Starts {formatDateTime(post.start_date)}</Text>
            </Group>
          )}
          {fee && <Text size="sm">Fee {fee}</Text>}
        </Group>
        <Group gap="md" aria-label="Engagement">
          <Group gap={4}>
            <IconEye size={14} aria-hidden />
            <Text size="sm">{compactCount(post.view_count)} views</Text>
          </Group>
          <Group gap={4}>
            <IconHeart size={14} aria-hidden />
            <Text size="sm">{compactCount(post.like_count)}</Text>
          </Group>
          <Group gap={4}>
            <IconShare size={14} aria-hidden />
            <Text size="sm">{compactCount(post.share_count)}</Text>
          </Group>
        </Group>
        {tags.shown.length > 0 && (
          <Group gap={4}>
            {tags.shown.map((tag) => (
              <Badge key={tag} size="sm" variant="default" tt="none">
                #{tag}
              </Badge>
            ))}
            {tags.more > 0 && (
              <Badge size="sm" variant="default">
                +{tags.more}
              </Badge>
            )}
          </Group>
        )}
        <Group gap="xs" mt="auto" grow>
          <Button size="xs" variant="light" onClick={() => onView(post)} aria-label={`View ${post.title}`}>
            View
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit(post)} aria-label={`Edit ${post.title}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onDelete(post)}
            aria-label={`Delete ${post.title}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
