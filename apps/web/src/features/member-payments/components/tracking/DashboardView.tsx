import "@mantine/charts/styles.css";
import { FAILED_TO_FETCH_MONTHLY_PAYMENTS } from "@gym/contracts";
import { DonutChart } from "@mantine/charts";
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarMonth, IconFileInvoice } from "@tabler/icons-react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { usePaymentsByMonth } from "../../api/get-payments-by-month.ts";
import { pendingRupees } from "../../utils/amounts.ts";
import { OWED_COLOR, PAID_COLOR } from "../../utils/colors.ts";
import { yearMonth } from "../../utils/month.ts";
import { STATUS_COLORS, STATUS_LABELS, type StatusFilter } from "../../utils/status.ts";
import { TrackingStatCards } from "./TrackingStatCards.tsx";

interface Props {
  month: string;
  onOpenMonth: (filter: StatusFilter) => void;
  onInvoices: () => void;
}

/** Part 2 §2 smart tracking, Dashboard view: this month's figures, a chart of the statuses, the two buttons. */
export function DashboardView({ month, onOpenMonth, onInvoices }: Props) {
  const data = usePaymentsByMonth({ ...yearMonth(month), page_size: 1 });
  if (data.isError)
    return (
      <RetryAlert
        text={failureText(data.error, FAILED_TO_FETCH_MONTHLY_PAYMENTS)}
        onRetry={() => void data.refetch()}
        retrying={data.isFetching}
      />
    );
  if (!data.data) return <Skeleton h={220} />;
  const info = data.data.month_info;
  const slices = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[])
    .filter((s) => (info.status_breakdown[s] ?? 0) > 0)
    .map((s) => ({ name: STATUS_LABELS[s], value: info.status_breakdown[s] ?? 0, color: `${STATUS_COLORS[s]}.6` }));
  const pending = pendingRupees(info.total_due, info.total_paid);
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {info.month_name}
      </Title>
      <TrackingStatCards info={info} onSelect={onOpenMonth} />
      <Group gap="sm">
        <Button leftSection={<IconCalendarMonth size={18} aria-hidden />} onClick={() => onOpenMonth("ALL")}>
          View This Month
        </Button>
        <Button variant="default" leftSection={<IconFileInvoice size={18} aria-hidden />} onClick={onInvoices}>
          View Invoices
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb="xs">
            Members by status
          </Text>
          {slices.length ? (
            <DonutChart
              data={slices}
              withLabelsLine={false}
              withTooltip
              tooltipDataSource="segment"
              mx="auto"
              // The figures are written out below; the drawing is hidden from screen readers, so nothing
              // in it may take focus either (axe `aria-hidden-focus`, issue 22 §11).
              aria-hidden
              pieChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
              pieProps={{ rootTabIndex: -1 }}
            />
          ) : (
            <Text c="gray.7">No members this month yet.</Text>
          )}
          <Group gap="md" mt="sm" justify="center">
            {slices.map((s) => (
              <Text key={s.name} size="sm">
                {s.name}: <strong>{s.value}</strong>
              </Text>
            ))}
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb="xs">
            Money this month
          </Text>
          <Stack gap={6}>
            <Text>
              Billed (with late fees): <strong>{formatRupees(info.total_due)}</strong>
            </Text>
            <Text c={PAID_COLOR}>
              Collected: <strong>{formatRupees(info.total_paid)}</strong>
            </Text>
            <Text c={OWED_COLOR}>
              Still to collect: <strong>{formatRupees(pending)}</strong>
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
