import {
  confirmDeletePostCategory,
  FAILED_TO_DELETE_POST_CATEGORY,
  FAILED_TO_FETCH_POST_CATEGORIES,
  type PostCategory,
} from "@gym/contracts";
import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconChartBar, IconList, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useDeletePostCategory } from "../api/delete-post-category.ts";
import { usePostCategories } from "../api/get-post-categories.ts";
import { PostCategoryCard } from "../components/categories/PostCategoryCard.tsx";
import { PostCategoryModal } from "../components/categories/PostCategoryModal.tsx";

/** Post categories (part 2 §2): a card grid with create and edit modals; delete disabled while a category has posts. */
export default function PostCategoriesPage() {
  const categories = usePostCategories();
  const remove = useDeletePostCategory();
  const [editing, setEditing] = useState<PostCategory | "new" | null>(null);

  const askDelete = (category: PostCategory) =>
    openConfirm({
      title: "Delete category",
      message: confirmDeletePostCategory(category.name),
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () => notify({ color: "green", message: `Category "${category.name}" deleted` }),
          onError: (error) => notify({ color: "red", message: failureText(error, FAILED_TO_DELETE_POST_CATEGORY) }),
        }),
    });

  const list = categories.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Post Categories"
        subtitle={categories.isSuccess ? `${list.length} ${list.length === 1 ? "category" : "categories"}` : undefined}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard/posts"
              variant="default"
              leftSection={<IconList size={16} aria-hidden />}
            >
              Posts
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
              Create Category
            </Button>
          </>
        }
      />
      {categories.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading categories">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={190} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {categories.isError && (
        <RetryAlert
          text={failureText(categories.error, FAILED_TO_FETCH_POST_CATEGORIES)}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      )}
      {categories.isSuccess && list.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>No post categories yet</Text>
            <Text size="sm" c="gray.7" ta="center">
              Categories give posts their type (challenge, event, offer...), icon and colour.
            </Text>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Create First Category
            </Button>
          </Stack>
        </Card>
      )}
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((category) => (
            <PostCategoryCard key={category.id} category={category} onEdit={setEditing} onDelete={askDelete} />
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <PostCategoryModal
          key={editing === "new" ? "new" : editing.id}
          category={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
