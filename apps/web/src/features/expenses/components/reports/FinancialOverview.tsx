import type { ExpenseSummary } from "@gym/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from "@mantine/core";
import { IconScale, IconTrendingDown, IconTrendingUp } from "@tabler/icons-react";
import { formatRupees } from "../../../../lib/amount.ts";

function Figure({
  label,
  value,
  color,
  icon,
  testId,
}: {
  label: string;
  value: number;
  color: string;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" color={color.split(".")[0]} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="sm" c="gray.7">
          {label}
        </Text>
      </Group>
      <Text fz={{ base: 22, sm: 26 }} fw={700} c={color} mt={4} data-testid={testId}>
        {formatRupees(value)}
      </Text>
    </Paper>
  );
}

/** Part 2 §2 "Financial Overview": Total Income, Total Expenses, Net Profit (green at 0 or more, else red). */
export function FinancialOverview({ summary }: { summary: ExpenseSummary | undefined }) {
  return (
    <section aria-labelledby="overview-title">
      <Title order={3} size="h4" mb="sm" id="overview-title">
        Financial Overview
      </Title>
      {summary ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure
            label="Total Income"
            value={summary.total_income}
            color="teal.9"
            icon={<IconTrendingUp size={18} />}
            testId="total-income"
          />
          <Figure
            label="Total Expenses"
            value={summary.total_expenses}
            color="red.9"
            icon={<IconTrendingDown size={18} />}
            testId="total-expenses"
          />
          <Figure
            label="Net Profit"
            value={summary.net_profit}
            color={summary.net_profit >= 0 ? "teal.9" : "red.9"}
            icon={<IconScale size={18} />}
            testId="net-profit"
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={92} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
