import { FAILED_TO_FETCH_POST_DETAILS, feeText, type Post } from "@gym/contracts";
import { Anchor, Button, Group, Image, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { usePost } from "../../api/get-post.ts";
import { formatDateTime } from "../../utils/date-time-local.ts";
import { PostBadges } from "./PostBadges.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === "" || children === undefined) return null;
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** The post details modal (part 2 §2), read fresh from GET /api/gym-posts/posts/{id}/. */
export function PostDetailsModal({
  postId,
  onClose,
  onEdit,
}: {
  postId: number;
  onClose: () => void;
  onEdit: (post: Post) => void;
}) {
  const query = usePost(postId);
  const post = query.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={post?.title ?? "Post details"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {query.isPending && <Text size="sm">Loading…</Text>}
      {query.isError && (
        <RetryAlert
          text={failureText(query.error, FAILED_TO_FETCH_POST_DETAILS)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {post && (
        <Stack gap="md">
          <PostBadges post={post} />
          {post.all_images.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {post.all_images.map((src, i) => (
                <Image key={src} src={src} alt={`${post.title}, picture ${i + 1}`} radius="sm" h={110} fit="cover" />
              ))}
            </SimpleGrid>
          )}
          {post.subtitle && <Title order={4}>{post.subtitle}</Title>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Category">
              {post.category_name ? `${post.category_name} (${post.category_type_label})` : "No category"}
            </Fact>
            <Fact label="On the public page">{post.is_live ? "Yes, visible now" : "No"}</Fact>
            <Fact label="Start">{post.start_date && formatDateTime(post.start_date)}</Fact>
            <Fact label="End">{post.end_date && formatDateTime(post.end_date)}</Fact>
            <Fact label="Registration deadline">
              {post.registration_deadline && formatDateTime(post.registration_deadline)}
            </Fact>
            <Fact label="Max participants">{post.max_participants}</Fact>
            <Fact label="Entry fee">{feeText(post.entry_fee, formatRupees)}</Fact>
            <Fact label="Discount">{post.discount_percentage !== null ? `${post.discount_percentage}%` : null}</Fact>
            <Fact label="Promo code">{post.promo_code}</Fact>
            <Fact label="Advertiser">{[post.advertiser_name, post.advertiser_contact].filter(Boolean).join(", ")}</Fact>
            <Fact label="Publish at">{post.publish_at && formatDateTime(post.publish_at)}</Fact>
            <Fact label="Expire at">{post.expire_at && formatDateTime(post.expire_at)}</Fact>
            <Fact label="Views / likes / shares">{`${post.view_count} / ${post.like_count} / ${post.share_count}`}</Fact>
            <Fact label="Created">{formatDateTime(post.created_at)}</Fact>
          </SimpleGrid>
          <Fact label="Short description">{post.short_description}</Fact>
          <Fact label="Description">{post.description}</Fact>
          <Fact label="Content">{post.content}</Fact>
          <Fact label="Prize details">{post.prize_details}</Fact>
          <Fact label="Tags">{post.tags_list.map((t) => `#${t}`).join(" ")}</Fact>
          <Fact label="Call to action">
            {post.call_to_action_text || post.call_to_action_url ? (
              post.call_to_action_url ? (
                <Anchor href={post.call_to_action_url} target="_blank" rel="noopener noreferrer">
                  {post.call_to_action_text || post.call_to_action_url}
                </Anchor>
              ) : (
                post.call_to_action_text
              )
            ) : null}
          </Fact>
          <Fact label="Video">
            {post.video_url ? (
              <Anchor href={post.video_url} target="_blank" rel="noopener noreferrer">
                {post.video_url}
              </Anchor>
            ) : null}
          </Fact>
          <Fact label="SEO">{[post.meta_title, post.meta_description].filter(Boolean).join(" — ")}</Fact>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(post)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
