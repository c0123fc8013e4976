import type { PublicPost } from "@gym/contracts";
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconBrandWhatsapp, IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useState } from "react";
import { formatRupees } from "../../../../lib/amount.ts";
import { countPostAction } from "../../api/count-public-post.ts";
import { formatDateTime } from "../../utils/date-time-local.ts";
import { compactCount, feeText } from "../../utils/labels.ts";
import { whatsappShareUrl } from "../../utils/public-page-url.ts";

interface PublicPostCardProps {
  post: PublicPost;
  schemaName: string;
  /** The first card's picture is the page's largest paint: load it at once, the rest lazily. */
  eager: boolean;
  viewRef: (element: HTMLElement | null) => void;
}

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
}

/** One live post on the public page: picture, what it is, the challenge's dates, fee and prizes, like and share. */
export function PublicPostCard({ post, schemaName, eager, viewRef }: PublicPostCardProps) {
  const [likes, setLikes] = useState(post.like_count);
  const [liked, setLiked] = useState(false);
  const picture = post.banner_image ?? post.main_image;

  const like = () => {
    if (liked) return;
    setLiked(true);
    countPostAction(schemaName, post.id, "like")
      .then((answer) => setLikes(answer.like_count))
      .catch(() => {});
  };
  const share = () => {
    countPostAction(schemaName, post.id, "share").catch(() => {});
    const url = `${window.location.origin}${window.location.pathname}#post-${post.id}`;
    if (navigator.share) navigator.share({ title: post.title, url }).catch(() => {});
    else window.open(whatsappShareUrl(post.title, url), "_blank", "noopener");
  };

  return (
    <Card
      ref={viewRef}
      id={`post-${post.id}`}
      component="article"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={`post-${post.id}-title`}
      style={{ background: post.background_color, color: post.text_color }}
    >
      {picture && (
        <Card.Section>
          <img
            src={picture}
            alt=""
            width={960}
            height={post.banner_image ? 320 : 640}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            {...(eager ? { fetchPriority: "high" as const } : {})}
            style={{ width: "100%", height: "auto", display: "block" }}
          />
        </Card.Section>
      )}
      <Stack gap={6} mt={picture ? "sm" : 0}>
        <Group gap={6}>
          {post.is_pinned && <Badge color="grape.9">Pinned</Badge>}
          {post.is_featured && (
            <Badge color="yellow" c="dark">
              Featured
            </Badge>
          )}
          {post.category_type_label && (
            <Badge variant="dot" color={post.category_color ?? "gray"} bg="white">
              {post.category_type_label}
            </Badge>
          )}
        </Group>
        <Title order={3} id={`post-${post.id}-title`} fz="lg" c="inherit">
          {post.title}
        </Title>
        {post.subtitle && <Text fw={500}>{post.subtitle}</Text>}
        {(post.short_description || post.description) && (
          <Text size="sm">{post.short_description || post.description}</Text>
        )}
        <Line label="Starts" value={post.start_date && formatDateTime(post.start_date)} />
        <Line label="Ends" value={post.end_date && formatDateTime(post.end_date)} />
        <Line label="Register by" value={post.registration_deadline && formatDateTime(post.registration_deadline)} />
        <Line label="Entry fee" value={feeText(post.entry_fee, formatRupees)} />
        <Line label="Spots" value={post.max_participants === null ? null : String(post.max_participants)} />
        <Line label="Prizes" value={post.prize_details || null} />
        <Line label="Offer" value={post.discount_percentage === null ? null : `${post.discount_percentage}% off`} />
        <Line label="Promo code" value={post.promo_code || null} />
        <Line label="From" value={[post.advertiser_name, post.advertiser_contact].filter(Boolean).join(", ") || null} />
        {post.call_to_action_url && (
          <Anchor
            href={post.call_to_action_url}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
            c="inherit"
            underline="always"
          >
            {post.call_to_action_text || "Find out more"}
          </Anchor>
        )}
        {!post.call_to_action_url && post.call_to_action_text && <Text fw={600}>{post.call_to_action_text}</Text>}
        {post.tags_list.length > 0 && <Text size="sm">{post.tags_list.map((t) => `#${t}`).join(" ")}</Text>}
        <Group gap="xs" mt={4}>
          <Button
            size="compact-md"
            variant={liked ? "filled" : "default"}
            color="pink.9"
            aria-pressed={liked}
            aria-label={`${compactCount(likes)} likes: like ${post.title}`}
            leftSection={liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
            onClick={like}
          >
            {compactCount(likes)}
          </Button>
          <Button
            size="compact-md"
            variant="default"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            onClick={share}
            aria-label={`Share ${post.title}`}
          >
            Share
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
