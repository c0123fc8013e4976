import { FAILED_TO_FETCH_RECURRING, type RecurringExpense } from "@gym/contracts";
import { Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useExpenseCategories } from "../api/get-expense-categories.ts";
import { useRecurringExpenses } from "../api/get-recurring-expenses.ts";
import { ExpenseSectionLinks } from "../components/common/ExpenseSectionLinks.tsx";
import { RecurringCard } from "../components/recurring/RecurringCard.tsx";
import { RecurringModal } from "../components/recurring/RecurringModal.tsx";
import { recurringBadges } from "../utils/recurring-status.ts";

/** /dashboard/recurringExpenses (part 2 §2 "Recurring expenses"). */
export default function RecurringExpensesPage() {
  const list = useRecurringExpenses();
  const categories = useExpenseCategories();
  const [editing, setEditing] = useState<RecurringExpense | null | "new">(null);
  const rows = list.data?.recurring_expenses ?? [];
  const count = (label: string) => rows.filter((r) => recurringBadges(r).some((b) => b.label === label)).length;

  return (
    <Stack gap="md">
      <PageHeader
        title="Recurring Expenses"
        subtitle={
          list.data
            ? `${count("Active")} active · ${count("Due Soon")} due soon · ${count("Overdue")} overdue`
            : undefined
        }
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            Add Recurring Expense
          </Button>
        }
      />
      <ExpenseSectionLinks />
      {list.isError && (
        <RetryAlert
          text={failureText(list.error, FAILED_TO_FETCH_RECURRING)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading recurring expenses">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={240} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.data && rows.length === 0 && (
        <Stack align="center" gap="xs" py="xl">
          <Text c="gray.7" ta="center">
            No recurring expenses yet. Add rent, salaries or bills that come back every month, and they will post
            themselves on their due dates.
          </Text>
          <Button variant="light" onClick={() => setEditing("new")}>
            Add Recurring Expense
          </Button>
        </Stack>
      )}
      {rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((r) => (
            <RecurringCard key={r.id} recurring={r} onEdit={() => setEditing(r)} />
          ))}
        </SimpleGrid>
      )}
      {editing !== null && (
        <RecurringModal
          recurring={editing === "new" ? null : editing}
          categories={categories.data?.categories ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
