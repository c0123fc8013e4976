import { confirmDeleteExpenseCategory, type ExpenseCategory } from "@gym/contracts";
import { ActionIcon, Card, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useDeleteExpenseCategory } from "../../api/delete-expense-category.ts";
import { deleteBlockedReason } from "../../utils/category-options.ts";
import { CategoryIcon } from "../common/CategoryIcon.tsx";
import { ToneBadge } from "../common/ToneBadge.tsx";

/** One category (part 2 §2 "Card grid"; §3 fields). Delete is disabled while it has transactions. */
export function CategoryCard({ category, onEdit }: { category: ExpenseCategory; onEdit: () => void }) {
  const remove = useDeleteExpenseCategory();
  const blocked = deleteBlockedReason(category);
  const askDelete = () =>
    openConfirm({
      title: "Delete category",
      message: confirmDeleteExpenseCategory(category.name),
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: (answer) => notify({ color: "green", title: "Category deleted", message: answer.message }),
          onError: (error) =>
            notify({
              color: "red",
              title: "Failed to delete category",
              message: failureText(error, "Failed to delete category"),
            }),
        }),
    });

  return (
    <Card withBorder radius="md" padding="md" data-testid="expense-category-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <CategoryIcon type={category.category_type} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {category.name}
              </Text>
              <Text size="xs" c="gray.7">
                {category.category_type_label}
              </Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${category.name}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={blocked ?? "Delete"} multiline maw={240}>
              <span>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${category.name}`}
                  disabled={blocked !== null}
                  loading={remove.isPending}
                  onClick={askDelete}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </span>
            </Tooltip>
          </Group>
        </Group>
        <Group gap={6}>
          <ToneBadge color={category.is_income ? "teal" : "orange"}>
            {category.is_income ? "Income" : "Expense"}
          </ToneBadge>
          <ToneBadge color={category.is_active ? "green" : "gray"}>
            {category.is_active ? "Active" : "Inactive"}
          </ToneBadge>
          {category.for_member_payments && <ToneBadge color="blue">Member payments</ToneBadge>}
        </Group>
        {category.description && (
          <Text size="sm" c="gray.8" lineClamp={3}>
            {category.description}
          </Text>
        )}
        <Group justify="space-between" mt="auto">
          <Text size="sm" c="gray.7">
            {category.transaction_count} transaction{category.transaction_count === 1 ? "" : "s"}
          </Text>
          <Text size="xs" c="gray.7">
            Created {formatTimestampDate(category.created_at)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
