import {
  CONFIRM_DELETE_RECURRING,
  FAILED_TO_DELETE_RECURRING,
  PAYMENT_METHOD_LABELS,
  RECURRING_FREQUENCY_LABELS,
  type RecurringExpense,
} from "@gym/contracts";
import { ActionIcon, Card, Group, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useDeleteRecurringExpense } from "../../api/delete-recurring-expense.ts";
import { dueColor, dueText, recurringBadges } from "../../utils/recurring-status.ts";
import { CategoryIcon } from "../common/CategoryIcon.tsx";
import { ToneBadge } from "../common/ToneBadge.tsx";
import { FrequencyIcon } from "./FrequencyIcon.tsx";

function DateFact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm">{value ? formatDate(value) : "—"}</Text>
    </div>
  );
}

/** Part 2 §2 "Recurring expenses" card: dates, frequency, badges, Edit, Delete (with the spec's question). */
export function RecurringCard({ recurring: r, onEdit }: { recurring: RecurringExpense; onEdit: () => void }) {
  const remove = useDeleteRecurringExpense();
  const askDelete = () =>
    openConfirm({
      title: "Delete recurring expense",
      message: CONFIRM_DELETE_RECURRING,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: (answer) =>
            notify({ color: "green", title: "Recurring expense deleted", message: answer.message }),
          onError: (error) =>
            notify({
              color: "red",
              title: FAILED_TO_DELETE_RECURRING,
              message: failureText(error, FAILED_TO_DELETE_RECURRING),
            }),
        }),
    });

  return (
    <Card withBorder radius="md" padding="md" data-testid="recurring-card" opacity={r.is_active ? 1 : 0.75}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <CategoryIcon type={r.category_type} />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {r.name}
              </Text>
              <Text size="xs" c="gray.7">
                {r.category_name} · {PAYMENT_METHOD_LABELS[r.payment_method]}
              </Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${r.name}`}
                loading={remove.isPending}
                onClick={askDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group justify="space-between" align="center">
          <Text fw={700} size="lg">
            {formatRupees(r.amount)}
          </Text>
          <Group gap={4}>
            <FrequencyIcon frequency={r.frequency} />
            <Text size="sm">{RECURRING_FREQUENCY_LABELS[r.frequency]}</Text>
          </Group>
        </Group>
        <Group gap={6}>
          {recurringBadges(r).map((b) => (
            <ToneBadge key={b.label} color={b.color}>
              {b.label}
            </ToneBadge>
          ))}
        </Group>
        {r.description && (
          <Text size="sm" c="gray.8" lineClamp={2}>
            {r.description}
          </Text>
        )}
        <SimpleGrid cols={2} spacing="xs">
          <DateFact label="Start" value={r.start_date} />
          <DateFact label="End" value={r.end_date} />
          <div>
            <Text size="xs" c="gray.7">
              Next due
            </Text>
            <Text size="sm" fw={600} c={dueColor(r.days_until_due, r.is_active)}>
              {formatDate(r.next_due_date)}
            </Text>
            {r.is_active && (
              <Text size="xs" c={dueColor(r.days_until_due, r.is_active)}>
                {dueText(r.days_until_due)}
              </Text>
            )}
          </div>
          <DateFact label="Last generated" value={r.last_generated_date} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
