import { type ExpenseTransaction, PAYMENT_METHOD_LABELS } from "@gym/contracts";
import { Card, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { AmountText } from "../common/AmountText.tsx";
import { CategoryIcon } from "../common/CategoryIcon.tsx";
import { ToneBadge } from "../common/ToneBadge.tsx";
import { TransactionRowActions } from "./TransactionRowActions.tsx";

interface Props {
  transactions: readonly ExpenseTransaction[];
  onEdit: (t: ExpenseTransaction) => void;
}

function Origin({ t }: { t: ExpenseTransaction }) {
  if (t.receipt_id !== null)
    return (
      <ToneBadge size="xs" color="blue">
        Member payment
      </ToneBadge>
    );
  if (t.recurring_expense !== null)
    return (
      <ToneBadge size="xs" color="grape">
        Recurring
      </ToneBadge>
    );
  return null;
}

/** A table on wide screens, cards on a phone (390 px). */
export function TransactionRows({ transactions, onEdit }: Props) {
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="md">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Member</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((t) => (
              <Table.Tr key={t.id} data-testid="transaction-row">
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(t.transaction_date)}</Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {t.title}
                    </Text>
                    <Origin t={t} />
                  </Group>
                  {(t.description || t.reference_number) && (
                    <Text size="xs" c="gray.7" lineClamp={1}>
                      {[t.description, t.reference_number && `Ref ${t.reference_number}`].filter(Boolean).join(" · ")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <CategoryIcon type={t.category_type} size={24} />
                    <Text size="sm">{t.category_name}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t.member_name ? <MemberNameLink id={t.member}>{t.member_name}</MemberNameLink> : "—"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{PAYMENT_METHOD_LABELS[t.payment_method]}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <AmountText amount={t.amount} type={t.transaction_type} size="sm" />
                </Table.Td>
                <Table.Td>
                  <TransactionRowActions transaction={t} onEdit={() => onEdit(t)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="md">
        {transactions.map((t) => (
          <Card key={t.id} withBorder padding="sm" radius="md" data-testid="transaction-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <CategoryIcon type={t.category_type} size={32} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {t.title}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {formatDate(t.transaction_date)} · {t.category_name} · {PAYMENT_METHOD_LABELS[t.payment_method]}
                  </Text>
                  {t.member_name && (
                    <Text size="xs" c="gray.7">
                      <MemberNameLink id={t.member}>{t.member_name}</MemberNameLink>
                    </Text>
                  )}
                  <Origin t={t} />
                </div>
              </Group>
              <Stack gap={2} align="flex-end">
                <AmountText amount={t.amount} type={t.transaction_type} size="sm" />
                <TransactionRowActions transaction={t} onEdit={() => onEdit(t)} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
