import { SimpleGrid, Text } from "@mantine/core";
import { IconTrendingDown, IconTrendingUp, IconUsers } from "@tabler/icons-react";
import { useMemo } from "react";
import { abbreviateAmount, formatRupees } from "../../../lib/amount.ts";
import { useExpenseSummaryQuery } from "../api/get-expense-summary.ts";
import { useMemberPaymentSummaryQuery } from "../api/get-member-payment-summary.ts";
import type { DashboardMemberCounts } from "../api/types.ts";
import { summarizePayments } from "../utils/finance.ts";
import { thisMonth } from "../utils/report-period.ts";
import { StatTile } from "./StatTile.tsx";

/** Part 1 §2: "Stat tiles: Total Members, Revenue (period), Expenses (period). Default period label 'This Month'." */
export function SummaryTiles({ members }: { members: DashboardMemberCounts }) {
  const period = useMemo(() => thisMonth(), []);
  const expenses = useExpenseSummaryQuery(period);
  const payments = useMemberPaymentSummaryQuery();
  const summary = expenses.data;
  const totals = summarizePayments(payments.data ?? []);
  const net = summary?.net_profit ?? 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatTile
        testId="tile-total-members"
        label="Total Members"
        value={String(members.total)}
        icon={<IconUsers size={20} />}
        color="blue"
        to="/dashboard/membersList"
        footer={
          <Text size="sm" c="gray.7">
            {members.active} active · {members.expired} expired
          </Text>
        }
      />
      <StatTile
        testId="tile-revenue"
        label="Revenue"
        caption={period.label}
        value={abbreviateAmount(summary?.total_income)}
        fullValue={formatRupees(summary?.total_income)}
        icon={<IconTrendingUp size={20} />}
        color="green"
        loading={expenses.isPending}
        footer={
          totals.collectionRate !== null && (
            <Text size="sm" c="gray.7">
              Collection rate {totals.collectionRate}% · {abbreviateAmount(totals.totalPending)} pending
            </Text>
          )
        }
      />
      <StatTile
        testId="tile-expenses"
        label="Expenses"
        caption={period.label}
        value={abbreviateAmount(summary?.total_expenses)}
        fullValue={formatRupees(summary?.total_expenses)}
        icon={<IconTrendingDown size={20} />}
        color="orange"
        loading={expenses.isPending}
        footer={
          !expenses.isPending && (
            <Text size="sm" c={net >= 0 ? "teal.9" : "red.9"}>
              Net profit {abbreviateAmount(net)}
            </Text>
          )
        }
      />
    </SimpleGrid>
  );
}
