import { collectionRateText } from "@gym/contracts";
import { SimpleGrid, Text } from "@mantine/core";
import { IconTrendingDown, IconTrendingUp, IconUsers } from "@tabler/icons-react";
import { useMemo } from "react";
import { abbreviateAmount } from "../../../lib/amount.ts";
import { useExpenseSummary } from "../api/get-expense-summary.ts";
import { useMemberPaymentSummary } from "../api/get-member-payment-summary.ts";
import type { DashboardMemberCounts } from "../api/types.ts";
import { moneyFigure, summarizePayments } from "../utils/finance.ts";
import { thisMonth } from "../utils/report-period.ts";
import { StatTile } from "./StatTile.tsx";

/** Part 1 §2: "Stat tiles: Total Members, Revenue (period), Expenses (period). Default period label 'This Month'." */
export function SummaryTiles({ members }: { members: DashboardMemberCounts }) {
  const period = useMemo(() => thisMonth(), []);
  const expenses = useExpenseSummary(period);
  const payments = useMemberPaymentSummary(period);
  const summary = expenses.data ?? null;
  const available = summary !== null;
  const totals = payments.data ?? summarizePayments([]);
  const net = summary?.net_profit ?? 0;
  const revenue = moneyFigure(summary?.total_income, available);
  const spent = moneyFigure(summary?.total_expenses, available);

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
            {members.active} active · {members.expired} expired · {members.suspended} suspended (all included)
          </Text>
        }
      />
      <StatTile
        testId="tile-revenue"
        label="Revenue"
        caption={period.label}
        value={revenue.value}
        fullValue={revenue.fullValue}
        icon={<IconTrendingUp size={20} />}
        color="green"
        loading={expenses.isPending}
        footer={
          available &&
          totals.collectionRate !== null && (
            <>
              <Text size="sm" c="gray.7" data-testid="home-collection-rate">
                {collectionRateText(totals.paidMembers, totals.members, "this month")}
              </Text>
              <Text size="sm" c="gray.7">
                {abbreviateAmount(totals.totalPending)} pending
              </Text>
            </>
          )
        }
      />
      <StatTile
        testId="tile-expenses"
        label="Expenses"
        caption={period.label}
        value={spent.value}
        fullValue={spent.fullValue}
        icon={<IconTrendingDown size={20} />}
        color="orange"
        loading={expenses.isPending}
        footer={
          !expenses.isPending &&
          (available ? (
            <Text size="sm" c={net >= 0 ? "teal.9" : "red.9"}>
              Net profit {abbreviateAmount(net)}
            </Text>
          ) : (
            <Text size="sm" c="gray.7" data-testid="finance-unavailable">
              Income and expense figures are unavailable right now.
            </Text>
          ))
        }
      />
    </SimpleGrid>
  );
}
