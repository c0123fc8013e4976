import { type ProductCategory, SHOP_FAILED_TO_FETCH_CATEGORIES } from "@gym/contracts";
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconCategory, IconPackage, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useProductCategories } from "../api/get-product-categories.ts";
import { CategoryCard } from "../components/categories/CategoryCard.tsx";
import { CategoryFormModal } from "../components/categories/CategoryFormModal.tsx";
import { useConfirmDeleteCategory } from "../hooks/use-delete-category.ts";

/** /dashboard/productCategories (part 2 §2): a card grid with create and edit modals and a guarded delete. */
export default function ProductCategoriesPage() {
  const query = useProductCategories();
  const [editing, setEditing] = useState<{ category: ProductCategory | null } | null>(null);
  const askDelete = useConfirmDeleteCategory();
  const categories = query.data?.categories ?? [];
  const create = () => setEditing({ category: null });

  return (
    <Stack gap="md">
      <PageHeader
        title="Product Categories"
        subtitle={query.data ? `${query.data.count} ${query.data.count === 1 ? "category" : "categories"}` : undefined}
        actions={
          <>
            <Button
              component={Link}
              to="/dashboard/products"
              variant="default"
              leftSection={<IconPackage size={16} aria-hidden />}
            >
              Products
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              New Category
            </Button>
          </>
        }
      />
      {query.isError && (
        <RetryAlert
          text={failureText(query.error, SHOP_FAILED_TO_FETCH_CATEGORIES)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy="true" aria-label="Loading categories">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {query.isSuccess && categories.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconCategory size={36} aria-hidden color="var(--mantine-color-gray-6)" />
            <Text fw={600}>No categories yet</Text>
            <Text size="sm" c="gray.7">
              Group your products: supplements, accessories, apparel.
            </Text>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
              Create First Category
            </Button>
          </Stack>
        </Paper>
      )}
      {categories.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {categories.map((c) => (
            <CategoryCard
              key={c.id}
              category={c}
              onEdit={(category) => setEditing({ category })}
              onDelete={askDelete}
            />
          ))}
        </SimpleGrid>
      )}
      <CategoryFormModal target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
