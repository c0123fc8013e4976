import { confirmDeletePost, FAILED_TO_DELETE_POST, FAILED_TO_FETCH_POSTS, type Post } from "@gym/contracts";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCategory, IconChartBar, IconPlus, IconQrcode } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { ListPagination } from "../../../components/ui/ListPagination.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { gymDisplayName } from "../../../lib/gym-identity.ts";
import { useStoredSession } from "../../../lib/use-stored-session.ts";
import { useDeletePost } from "../api/delete-post.ts";
import { usePostCategories } from "../api/get-post-categories.ts";
import { usePosts } from "../api/get-posts.ts";
import { PostCard } from "../components/posts/PostCard.tsx";
import { PostDetailsModal } from "../components/posts/PostDetailsModal.tsx";
import { PostFiltersBar } from "../components/posts/PostFiltersBar.tsx";
import { PostFormModal } from "../components/posts/PostFormModal.tsx";
import { EMPTY_POST_FILTERS, hasActiveFilters, type PostFilters } from "../utils/post-filters.ts";

const FrontDeskQrModal = lazy(() => import("../components/qr/FrontDeskQrModal.tsx"));

/** Posts management (part 2 §2): filters, cards, create/details/edit modals, and the front desk's QR. */
export default function PostsPage() {
  const { user } = useStoredSession();
  const [filters, setFilters] = useState<PostFilters>(EMPTY_POST_FILTERS);
  const [search] = useDebouncedValue(filters.search, 300);
  const [page, setPage] = useState(1);
  const posts = usePosts({ ...filters, search }, page);
  const categories = usePostCategories();
  const remove = useDeletePost();
  // The statistics screen's "Create New Post" opens the create modal here (?create=1).
  const [params, setParams] = useSearchParams();
  const [editing, setEditingState] = useState<Post | "new" | null>(() => (params.get("create") ? "new" : null));
  const setEditing = (next: Post | "new" | null) => {
    setEditingState(next);
    if (params.has("create")) setParams({}, { replace: true });
  };
  const [viewing, setViewing] = useState<number | null>(null);
  const [showQr, setShowQr] = useState(false);

  const changeFilters = (next: PostFilters) => {
    setFilters(next);
    setPage(1);
  };
  const askDelete = (post: Post) =>
    openConfirm({
      title: "Delete post",
      message: confirmDeletePost(post.title),
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(post.id, {
          onSuccess: () => notify({ color: "green", message: `"${post.title}" deleted` }),
          onError: (error) => notify({ color: "red", message: failureText(error, FAILED_TO_DELETE_POST) }),
        }),
    });

  const data = posts.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Posts Management"
        subtitle={data ? `${data.count} ${data.count === 1 ? "post" : "posts"}` : undefined}
        back={{ to: "/dashboard", label: "Back to Dashboard" }}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconQrcode size={16} aria-hidden />}
              onClick={() => setShowQr(true)}
              disabled={!user?.schema_name}
            >
              QR for the front desk
            </Button>
            <Button
              component={Link}
              to="/dashboard/postCategories"
              variant="default"
              leftSection={<IconCategory size={16} aria-hidden />}
            >
              Categories
            </Button>
            <Button
              component={Link}
              to="/dashboard/postStats"
              variant="default"
              leftSection={<IconChartBar size={16} aria-hidden />}
            >
              Statistics
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Create Post
            </Button>
          </>
        }
      />
      <PostFiltersBar filters={filters} categories={categories.data ?? []} onChange={changeFilters} />
      {posts.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading posts">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={360} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {posts.isError && (
        <RetryAlert
          text={failureText(posts.error, FAILED_TO_FETCH_POSTS)}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      )}
      {data && data.posts.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>{hasActiveFilters(filters) ? "No posts match these filters" : "No posts yet"}</Text>
            {hasActiveFilters(filters) ? (
              <Button variant="default" onClick={() => changeFilters(EMPTY_POST_FILTERS)}>
                Clear filters
              </Button>
            ) : (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
                Create First Post
              </Button>
            )}
          </Stack>
        </Card>
      )}
      {data && data.posts.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ opacity: posts.isPlaceholderData ? 0.6 : 1 }}>
          {data.posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              onView={(p) => setViewing(p.id)}
              onEdit={setEditing}
              onDelete={askDelete}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <ListPagination total={pages} value={page} onChange={setPage} />
        </Group>
      )}
      {editing && (
        <PostFormModal
          key={editing === "new" ? "new" : editing.id}
          post={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing !== null && (
        <PostDetailsModal
          postId={viewing}
          onClose={() => setViewing(null)}
          onEdit={(post) => {
            setViewing(null);
            setEditing(post);
          }}
        />
      )}
      {showQr && user?.schema_name && (
        <Suspense fallback={null}>
          <FrontDeskQrModal
            schemaName={user.schema_name}
            gymName={gymDisplayName(user)}
            onClose={() => setShowQr(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
