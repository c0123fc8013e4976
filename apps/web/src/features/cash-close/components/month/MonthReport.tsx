import "@mantine/charts/styles.css";
import { CASH_CLOSE_EMPTY_MONTH, FAILED_TO_FETCH_CASH_CLOSES } from "@gym/contracts";
import { BarChart } from "@mantine/charts";
import { ActionIcon, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { WARNING_ORANGE } from "../../../../components/ui/accessible-colours.ts";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useCashCloses } from "../../api/get-cash-closes.ts";
import { monthLabel, shiftMonth } from "../../utils/month.ts";

/**
 * The month's closes (decision 0329, a manager's and the owner's): each day's expected, counted, difference,
 * who and note, the totals, and a small chart of the differences.
 */
export function MonthReport({ month, onMonth }: { month: string; onMonth: (month: string) => void }) {
  const report = useCashCloses(month);
  const wide = useMediaQuery("(min-width: 62em)", undefined, { getInitialValueInEffect: false });
  const data = report.data;
  const chart = data?.closes.map((c) => ({ day: formatDate(c.date).replace(/ \d{4}$/, ""), Difference: c.difference }));

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-label="Month report">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          Month report
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" aria-label="Previous month" onClick={() => onMonth(shiftMonth(month, -1))}>
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Text fw={600} miw={90} ta="center" style={{ whiteSpace: "nowrap" }} data-testid="report-month">
            {monthLabel(month)}
          </Text>
          <ActionIcon variant="default" aria-label="Next month" onClick={() => onMonth(shiftMonth(month, 1))}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {report.isPending && <Skeleton h={160} data-testid="month-loading" />}
      {report.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_CASH_CLOSES}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      )}
      {data && data.closes.length === 0 && (
        <Text c="gray.7" size="sm">
          {CASH_CLOSE_EMPTY_MONTH}
        </Text>
      )}
      {data && data.closes.length > 0 && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
            <Text size="sm">
              Days closed: <b>{data.totals.days_closed}</b>
            </Text>
            <Text size="sm">
              Expected: <b>{formatRupees(data.totals.expected_cash)}</b>
            </Text>
            <Text size="sm">
              Counted: <b>{formatRupees(data.totals.counted_cash)}</b>
            </Text>
            <Text size="sm">
              Difference: <b data-testid="month-difference">{formatRupees(data.totals.difference)}</b>
            </Text>
          </SimpleGrid>
          <BarChart
            h={160}
            data={chart ?? []}
            dataKey="day"
            series={[{ name: "Difference", color: "orange.8" }]}
            maxBarWidth={40}
            tickLine="y"
            valueFormatter={(v) => formatRupees(v)}
            // Zero is always on the axis: a short day's bar hangs below it, an over day's stands above.
            yAxisProps={{ domain: [(low: number) => Math.min(0, low), (high: number) => Math.max(0, high)] }}
            referenceLines={[{ y: 0, color: "gray.6" }]}
          />
          {wide ? (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th ta="right">Expected</Table.Th>
                  <Table.Th ta="right">Counted</Table.Th>
                  <Table.Th ta="right">Difference</Table.Th>
                  <Table.Th>Closed by</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.closes.map((c) => (
                  <Table.Tr key={c.date} data-testid="month-close">
                    <Table.Td>
                      {formatDate(c.date)}
                      {c.changed_after_close && (
                        <Text span size="xs" c={WARNING_ORANGE} fw={600}>
                          {" "}
                          changed after close
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatRupees(c.expected_cash)}</Table.Td>
                    <Table.Td ta="right">{formatRupees(c.counted_cash)}</Table.Td>
                    <Table.Td ta="right" fw={700} c={c.difference === 0 ? undefined : WARNING_ORANGE}>
                      {formatRupees(c.difference)}
                    </Table.Td>
                    <Table.Td>{c.closed_by}</Table.Td>
                    <Table.Td>{c.note}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Stack gap="xs">
              {data.closes.map((c) => (
                <Paper key={c.date} bg="gray.0" p="xs" radius="sm" data-testid="month-close">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{formatDate(c.date)}</Text>
                    <Text fw={700} c={c.difference === 0 ? undefined : WARNING_ORANGE}>
                      {formatRupees(c.difference)}
                    </Text>
                  </Group>
                  <Text size="sm" c="gray.7">
                    Expected {formatRupees(c.expected_cash)} · counted {formatRupees(c.counted_cash)} · {c.closed_by}
                  </Text>
                  {c.note && <Text size="sm">{c.note}</Text>}
                  {c.changed_after_close && (
                    <Text size="xs" c={WARNING_ORANGE} fw={600}>
                      changed after close
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
