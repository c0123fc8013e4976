import type { CashCloseDay, DayFigures as Figures } from "@gym/contracts";
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { SUCCESS_GREEN, WARNING_ORANGE } from "../../../../components/ui/accessible-colours.ts";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { differenceText } from "../close-day/CloseDayForm.tsx";

function Figure({ label, value, testId, color }: { label: string; value: string; testId: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700} data-testid={testId} {...(color ? { c: color } : {})}>
        {value}
      </Text>
    </Paper>
  );
}

/** The day's four figures: receipts, cash in, cash out, the cash expected in the drawer. */
export function DayCards({ figures }: { figures: Figures }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Figure label="All receipts" value={formatRupees(figures.receipts_total)} testId="receipts-total" />
      <Figure label="Cash receipts" value={formatRupees(figures.cash_receipts)} testId="cash-receipts" />
      <Figure label="Cash expenses" value={formatRupees(figures.cash_expenses)} testId="cash-expenses" />
      <Figure label="Expected cash" value={formatRupees(figures.expected_cash)} testId="expected-cash" />
    </SimpleGrid>
  );
}

/** Receipts by method (every method the product knows) and per staff member. */
export function DayTables({ figures }: { figures: Figures }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-label="Receipts by method">
        <Title order={3} size="h5" mb="xs">
          Receipts by method
        </Title>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">Receipts</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.by_method.map((m) => (
              <Table.Tr key={m.method}>
                <Table.Td>{m.label}</Table.Td>
                <Table.Td ta="right">{m.count}</Table.Td>
                <Table.Td ta="right">{formatRupees(m.total)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <Table.Td ta="right">{figures.receipts_count}</Table.Td>
              <Table.Td ta="right">{formatRupees(figures.receipts_total)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-label="Per staff member">
        <Title order={3} size="h5" mb="xs">
          Per staff member
        </Title>
        {figures.by_staff.length === 0 ? (
          <Text c="gray.7" size="sm">
            No receipts this day.
          </Text>
        ) : (
          <Stack gap="xs">
            {figures.by_staff.map((s) => (
              <Paper key={`${s.user_id ?? "none"}-${s.name}`} bg="gray.0" p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{s.name}</Text>
                  <Text fw={700}>{formatRupees(s.total)}</Text>
                </Group>
                <Text size="sm" c="gray.7">
                  {s.methods.map((m) => `${m.label} ${formatRupees(m.total)}`).join(" · ")}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
        <Text size="sm" c="gray.7" mt="xs">
          Cash expenses: {figures.cash_expenses_count} ({formatRupees(figures.cash_expenses)})
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/** The day's close: counted, difference, who and when, the note, and a change made after it. */
export function ClosedDay({ close }: { close: NonNullable<CashCloseDay["close"]> }) {
  const diffPaise = Math.round(close.difference * 100);
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-label="The day's close">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Closed
        </Title>
        <Badge
          color={diffPaise === 0 ? SUCCESS_GREEN : WARNING_ORANGE}
          variant="filled"
          data-testid="close-difference-badge"
        >
          {differenceText(diffPaise)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Text size="sm">
          Expected: <b>{formatRupees(close.expected_cash)}</b>
        </Text>
        <Text size="sm">
          Counted: <b data-testid="counted-cash">{formatRupees(close.counted_cash)}</b>
        </Text>
        <Text size="sm">
          Difference: <b data-testid="difference">{formatRupees(close.difference)}</b>
        </Text>
      </SimpleGrid>
      <Text size="sm" c="gray.7" mt="xs">
        Closed by {close.closed_by || "—"} on {formatTimestampDate(close.closed_at)}
      </Text>
      {close.note && (
        <Text size="sm" mt="xs">
          Note: {close.note}
        </Text>
      )}
      {close.changed_after_close && (
        <Text size="sm" mt="xs" fw={600} c={WARNING_ORANGE} data-testid="changed-after-close">
          Changed after close: expected cash now {formatRupees(close.expected_cash_now)}. The audit trail shows who
          changed it.
        </Text>
      )}
    </Paper>
  );
}
