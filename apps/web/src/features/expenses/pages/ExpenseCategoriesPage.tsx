import { EXPENSE_FAILED_TO_FETCH_CATEGORIES, type ExpenseCategory } from "@gym/contracts";
import { Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useExpenseCategories } from "../api/get-expense-categories.ts";
import { CategoryCard } from "../components/categories/CategoryCard.tsx";
import { CategoryModal } from "../components/categories/CategoryModal.tsx";
import { ExpenseSectionLinks } from "../components/common/ExpenseSectionLinks.tsx";

/** /dashboard/expenseCategories (part 2 §2 "Expense categories": card grid, create/edit modal). */
export default function ExpenseCategoriesPage() {
  const list = useExpenseCategories();
  const [editing, setEditing] = useState<ExpenseCategory | null | "new">(null);
  const categories = list.data?.categories ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title="Expense Categories"
        subtitle={list.data ? `${categories.length} categories` : undefined}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            Add Category
          </Button>
        }
      />
      <ExpenseSectionLinks />
      {list.isError && (
        <RetryAlert
          text={failureText(list.error, EXPENSE_FAILED_TO_FETCH_CATEGORIES)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading categories">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.data && categories.length === 0 && (
        <Text c="gray.7" ta="center" py="xl">
          No categories yet. Add one for each kind of expense or income, such as Rent or Electricity.
        </Text>
      )}
      {categories.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {categories.map((c) => (
            <CategoryCard key={c.id} category={c} onEdit={() => setEditing(c)} />
          ))}
        </SimpleGrid>
      )}
      {editing !== null && (
        <CategoryModal category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
