import "@mantine/charts/styles.css";
import type { ExpenseBreakdownItem } from "@gym/contracts";
import { BarsList } from "@mantine/charts";
import { Paper, Text, Title } from "@mantine/core";
import { formatRupees } from "../../../../lib/amount.ts";
import { breakdownBars } from "../../utils/report-period.ts";

interface Props {
  title: string;
  items: readonly ExpenseBreakdownItem[];
  empty: string;
  /** Income bars are green whatever their type; expense bars take their type's colour. */
  income?: boolean;
}

/** Part 2 §2 "Income and Expense Breakdown bars per category", drawn with @mantine/charts. */
export function BreakdownCard({ title, items, empty }: Props) {
  const bars = breakdownBars(items).map((b) => ({
    name: b.category,
    value: b.amount,
    color: b.color.replace(".6", ".2"),
    textColor: "dark.9",
  }));
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {bars.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <BarsList
          data={bars}
          valueFormatter={formatRupees}
          barsLabel="Category"
          valueLabel="Amount"
          minBarSize="40%"
          styles={{ barLabel: { whiteSpace: "nowrap" } }}
        />
      )}
    </Paper>
  );
}
