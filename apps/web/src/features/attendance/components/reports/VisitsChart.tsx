import "@mantine/charts/styles.css";
import { FAILED_TO_FETCH_ATTENDANCE_REPORT } from "@gym/contracts";
import { BarChart } from "@mantine/charts";
import { Paper, Skeleton, Text, Title } from "@mantine/core";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useVisitsReport } from "../../api/get-visits-report.ts";
import type { ReportRange } from "../../utils/report-range.ts";

/** Visits per day (issue 24 §3), every day of the range. */
export function VisitsChart({ range }: { range: ReportRange }) {
  const report = useVisitsReport(range);
  const data = report.data?.days.map((d) => ({ day: formatDate(d.day).replace(/ \d{4}$/, ""), Visits: d.visits }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Visits per day">
      <Title order={3} size="h5" mb="xs">
        Visits per day
      </Title>
      {report.isPending && <Skeleton h={220} />}
      {report.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_ATTENDANCE_REPORT}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && (
        <>
          <Text size="sm" c="gray.7" mb="sm">
            {report.data.total} visits from {formatDate(report.data.from)} to {formatDate(report.data.to)}
          </Text>
          <BarChart
            h={220}
            data={data ?? []}
            dataKey="day"
            series={[{ name: "Visits", color: "blue.7" }]}
            tickLine="y"
          />
        </>
      )}
    </Paper>
  );
}
