import { FAILED_TO_EXPORT_CHECK_INS } from "@gym/contracts";
import { Button, Grid, Group, Select, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { saveFile } from "../../../lib/api-download.ts";
import { gymToday } from "../../../lib/calendar-date.ts";
import { useExportCheckIns } from "../api/export-check-ins.ts";
import { useNotAttending } from "../api/get-not-attending.ts";
import { useNotPaying } from "../api/get-not-paying.ts";
import { HeatMapCard } from "../components/reports/HeatMapCard.tsx";
import { VisitsChart } from "../components/reports/VisitsChart.tsx";
import { Worklist } from "../components/reports/Worklist.tsx";
import { lastDays, RANGE_CHOICES } from "../utils/report-range.ts";

function saveCsv(text: string, filename: string) {
  saveFile({ blob: new Blob([text], { type: "text/csv;charset=utf-8" }), filename });
}

/** /dashboard/attendanceReports (issue 24 §3; decision 0255): who comes and when, and who to call. */
export default function AttendanceReportsPage() {
  const [days, setDays] = useState("30");
  const range = useMemo(() => lastDays(gymToday(), Number(days)), [days]);
  const [awayPage, setAwayPage] = useState(1);
  const [unpaidPage, setUnpaidPage] = useState(1);
  const away = useNotAttending(awayPage);
  const unpaid = useNotPaying(unpaidPage);
  const csv = useExportCheckIns();
  return (
    <Stack gap="md">
      <PageHeader
        title="Attendance Reports"
        back={{ to: "/dashboard/frontDesk", label: "Back to Front Desk" }}
        actions={
          <Group gap="sm" align="flex-end">
            <Select
              label="Period"
              data={RANGE_CHOICES.map((c) => ({ ...c }))}
              value={days}
              onChange={(v) => v && setDays(v)}
              allowDeselect={false}
              w={170}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={csv.isPending}
              onClick={() =>
                csv.mutate(range, { onSuccess: (text) => saveCsv(text, `check-ins-${range.from}-to-${range.to}.csv`) })
              }
            >
              Export CSV
            </Button>
          </Group>
        }
      />
      {csv.isError && <RetryAlert title={FAILED_TO_EXPORT_CHECK_INS} error={csv.error} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <VisitsChart range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <HeatMapCard range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Worklist
            title="Paying but not attending"
            explain={`Active and paid up, no visit in the last ${away.data?.days ?? 14} days.`}
            empty="Every paying member came recently."
            query={away}
            rows={away.data?.members}
            count={away.data?.count ?? 0}
            page={awayPage}
            onPage={setAwayPage}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Worklist
            title="Attending but not paid"
            explain={`Came in the last ${unpaid.data?.days ?? 14} days while owing, expired or suspended.`}
            empty="Everyone who came has paid."
            query={unpaid}
            rows={unpaid.data?.members.map((m) => ({ ...m, detail: m.reason }))}
            count={unpaid.data?.count ?? 0}
            page={unpaidPage}
            onPage={setUnpaidPage}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
