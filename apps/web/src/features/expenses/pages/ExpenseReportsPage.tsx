import { FAILED_TO_FETCH_DASHBOARD_DATA } from "@gym/contracts";
import { Grid, Stack } from "@mantine/core";
import { useMemo, useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { gymToday } from "../../../lib/calendar-date.ts";
import { useExpenseSummary } from "../api/get-expense-summary.ts";
import { useMemberPaymentSummary } from "../api/get-member-payment-summary.ts";
import { BreakdownCard } from "../components/reports/BreakdownCard.tsx";
import { FinancialOverview } from "../components/reports/FinancialOverview.tsx";
import { GstPackCard } from "../components/reports/GstPackCard.tsx";
import { MemberPaymentSummaryCard } from "../components/reports/MemberPaymentSummaryCard.tsx";
import { PeriodControls } from "../components/reports/PeriodControls.tsx";
import { ReportQuickActions } from "../components/reports/ReportQuickActions.tsx";
import { periodLabel, periodPhrase, periodRange, type ReportPeriod, summaryErrorText } from "../utils/report-period.ts";

/** /dashboard/expenseReports (part 2 §2 "Expense reports and summary"); default This Month (§9). */
export default function ExpenseReportsPage() {
  const [period, setPeriod] = useState<ReportPeriod>({ quick: "month" });
  const today = gymToday();
  const range = useMemo(() => periodRange(period, today), [period, today]);
  const summary = useExpenseSummary(range);
  const members = useMemberPaymentSummary(range);
  const s = summary.data?.summary;

  return (
    <Stack gap="md">
      <PageHeader title="Expense Reports" subtitle="Income, expenses and member payments for a period" />
      <PeriodControls
        period={period}
        range={range}
        label={periodLabel(period, today)}
        onChange={setPeriod}
        onRefresh={() => {
          void summary.refetch();
          void members.refetch();
        }}
        refreshing={summary.isFetching || members.isFetching}
      />
      {summary.isError && (
        <RetryAlert
          text={summaryErrorText(summary.error)}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      )}
      {!summary.isError && <FinancialOverview summary={s} />}
      {s && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <BreakdownCard
              title="Income Breakdown"
              items={s.income_by_category}
              empty="No income in this period."
              income
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <BreakdownCard
              title="Expense Breakdown"
              items={s.expense_by_category}
              empty="No expenses in this period."
            />
          </Grid.Col>
        </Grid>
      )}
      {members.isError ? (
        <RetryAlert
          text={summaryErrorText(members.error, FAILED_TO_FETCH_DASHBOARD_DATA)}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      ) : (
        <MemberPaymentSummaryCard totals={members.data?.totals} periodText={periodPhrase(period)} />
      )}
      <GstPackCard today={today} />
      <ReportQuickActions />
    </Stack>
  );
}
