import "@mantine/charts/styles.css";
import { FAILED_TO_FETCH_ATTENDANCE_REPORT } from "@gym/contracts";
import { MatrixChart } from "@mantine/charts";
import { Paper, ScrollArea, Skeleton, Text, Title } from "@mantine/core";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useHeatMap } from "../../api/get-heat-map.ts";
import { heatGrid } from "../../utils/heat-map.ts";
import type { ReportRange } from "../../utils/report-range.ts";

/** When members come (issue 24 §3): weekdays down, the gym's hours across, darker for more visits. */
export function HeatMapCard({ range }: { range: ReportRange }) {
  const report = useHeatMap(range);
  const grid = report.data ? heatGrid(report.data.cells) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Busiest hours">
      <Title order={3} size="h5" mb="xs">
        Busiest hours
      </Title>
      {report.isPending && <Skeleton h={220} />}
      {report.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_ATTENDANCE_REPORT}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && grid && (
        <>
          <Text size="sm" c="gray.7" mb="sm" data-testid="heat-map-summary">
            {report.data.total} visits from {formatDate(report.data.from)} to {formatDate(report.data.to)}
            {grid.busiest
              ? `; busiest: ${grid.busiest.weekday} ${grid.busiest.hour} (${grid.busiest.visits} visits)`
              : ""}
          </Text>
          {/* On a phone the map scrolls sideways: the keyboard can scroll it too (axe `scrollable-region-focusable`). */}
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
            <MatrixChart
              data={grid.data}
              xLabels={grid.xLabels}
              yLabels={grid.yLabels}
              withXLabels
              withYLabels
              xLabelsPosition="top"
              xLabelsRotation={0}
              xLabelsHeight={22}
              yLabelsWidth={40}
              cellSize={26}
              gap={2}
              withLegend
              withTooltip
              colors={["blue.1", "blue.3", "blue.5", "blue.7", "blue.9"]}
              getTooltipLabel={(cell) => `${cell.y} ${cell.x}:00 · ${cell.value ?? 0} visits`}
              role="img"
              aria-label={`Visits by weekday and hour${grid.busiest ? `; busiest ${grid.busiest.weekday} at ${grid.busiest.hour}` : ""}`}
              data-testid="heat-map"
            />
          </ScrollArea>
        </>
      )}
    </Paper>
  );
}
