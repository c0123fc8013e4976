import { Group, Paper, Text } from "@mantine/core";
import { formatRupees } from "../../../../lib/amount.ts";

/** The sums of every transaction the filters match (all pages), from the server. */
export function TransactionTotals({ count, income, expense }: { count: number; income: number; expense: number }) {
  // Both sums are exact two-decimal amounts; their difference is rounded back to paise for display.
  const net = Math.round((income - expense) * 100) / 100;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="lg" justify="space-between">
        <Text size="sm" c="gray.7">
          {count} transaction{count === 1 ? "" : "s"}
        </Text>
        <Group gap="lg">
          <Text size="sm">
            Income{" "}
            <Text span fw={600} c="teal.9">
              {formatRupees(income)}
            </Text>
          </Text>
          <Text size="sm">
            Expenses{" "}
            <Text span fw={600} c="red.9">
              {formatRupees(expense)}
            </Text>
          </Text>
          <Text size="sm">
            Net{" "}
            <Text span fw={600} c={net >= 0 ? "teal.9" : "red.9"}>
              {formatRupees(net)}
            </Text>
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
