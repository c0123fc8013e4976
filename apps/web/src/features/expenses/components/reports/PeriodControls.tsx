import { REPORT_QUICK_RANGE_LABELS, REPORT_QUICK_RANGES, type ReportDateRange } from "@gym/contracts";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { DateTextInput } from "../../../../components/ui/DateTextInput.tsx";
import { isIsoDay } from "../../../../lib/typed-date.ts";
import type { ReportPeriod } from "../../utils/report-period.ts";

interface Props {
  period: ReportPeriod;
  range: ReportDateRange;
  label: string;
  onChange: (p: ReportPeriod) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Part 2 §2: Refresh; quick ranges Today … This Year; From/To dates; the period label. */
export function PeriodControls({ period, range, label, onChange, onRefresh, refreshing }: Props) {
  const custom = (patch: Partial<ReportDateRange>) => {
    const next = { ...range, ...patch };
    if (next.start_date && next.end_date) onChange({ quick: null, range: next });
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group gap={6} role="group" aria-label="Quick ranges">
          {REPORT_QUICK_RANGES.map((q) => (
            <Button
              key={q}
              size="compact-md"
              variant={period.quick === q ? "filled" : "default"}
              aria-pressed={period.quick === q}
              onClick={() => onChange({ quick: q })}
            >
              {REPORT_QUICK_RANGE_LABELS[q]}
            </Button>
          ))}
        </Group>
        <Group gap="sm" align="flex-end">
          <DateTextInput
            iso
            label="From"
            value={range.start_date}
            maxDate={range.end_date}
            onChange={(v) => (isIsoDay(v) ? custom({ start_date: v }) : undefined)}
            w={190}
          />
          <DateTextInput
            iso
            label="To"
            value={range.end_date}
            minDate={range.start_date}
            onChange={(v) => (isIsoDay(v) ? custom({ end_date: v }) : undefined)}
            w={190}
          />
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={refreshing}
            onClick={onRefresh}
          >
            Refresh
          </Button>
        </Group>
        <Text size="sm" c="gray.7" data-testid="report-period">
          {label}
        </Text>
      </Stack>
    </Paper>
  );
}
