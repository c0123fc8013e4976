import { FAILED_TO_FETCH_POSTS, type PublicPost } from "@gym/contracts";
import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { PublicGymSectionProps } from "../../../../app/public-gym-sections.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { usePublicPosts } from "../../api/get-public-posts.ts";
import { PublicPostCard } from "./PublicPostCard.tsx";
import { useViewCounter } from "./use-view-counter.ts";

/** A post card's usual height on a phone (picture and text), kept while the posts load. */
const POST_PLACEHOLDER_HEIGHT = 380;

/** The posts section of the public gym page (decision 0144): live posts, pinned and featured first, 12 at a time. */
export default function PublicPostsSection({ schemaName }: PublicGymSectionProps) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<PublicPost[]>([]);
  const query = usePublicPosts(schemaName, page);
  const viewRef = useViewCounter(schemaName);

  useEffect(() => {
    const data = query.data;
    if (!data || query.isPlaceholderData) return;
    setShown((before) => {
      const known = new Set(before.map((p) => p.id));
      return data.page === 1 ? data.posts : [...before, ...data.posts.filter((p) => !known.has(p.id))];
    });
  }, [query.data, query.isPlaceholderData]);

  // The first page is shown in the render that receives it, not one render later through the effect:
  // no flash of "No posts right now" that would move the shop below up and down again (layout shift).
  const firstPage = query.data && !query.isPlaceholderData && query.data.page === 1 ? query.data.posts : [];
  const posts = shown.length > 0 ? shown : firstPage;

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading posts">
        <Skeleton height={POST_PLACEHOLDER_HEIGHT} radius="md" />
        <Skeleton height={POST_PLACEHOLDER_HEIGHT} radius="md" />
      </Stack>
    );
  }
  if (query.isError && posts.length === 0) {
    return <RetryAlert text={FAILED_TO_FETCH_POSTS} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (posts.length === 0) {
    return <Text c="gray.7">No posts right now. Check back soon for challenges, events and offers.</Text>;
  }
  const total = query.data?.count ?? posts.length;
  return (
    <Stack gap="md">
      {posts.map((post, i) => (
        <PublicPostCard key={post.id} post={post} schemaName={schemaName} eager={i === 0} viewRef={viewRef(post.id)} />
      ))}
      {posts.length < total && (
        <Button variant="default" loading={query.isFetching} onClick={() => setPage((p) => p + 1)}>
          Show more posts
        </Button>
      )}
    </Stack>
  );
}
