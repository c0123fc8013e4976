import { FAILED_TO_FETCH_ATTENDANCE_SETTINGS } from "@gym/contracts";
import { Paper, Skeleton, Stack } from "@mantine/core";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useAttendanceSettings } from "../api/get-attendance-settings.ts";
import { AttendanceSettingsForm } from "../components/settings/AttendanceSettingsForm.tsx";
import { MemberPageSettingsCard } from "../components/settings/MemberPageSettingsCard.tsx";

/** /dashboard/attendanceSettings (designed, decision 0254): grace days, repeat window, worklists, in the gym now. */
export default function AttendanceSettingsPage() {
  const settings = useAttendanceSettings();
  return (
    <Stack gap="md">
      <PageHeader
        title="Attendance Settings"
        back={{ to: "/dashboard/frontDesk", label: "Back to Front Desk" }}
        subtitle="The door check, repeat check-ins and the attendance reports"
      />
      {settings.isError && (
        <RetryAlert
          text={failureText(settings.error, FAILED_TO_FETCH_ATTENDANCE_SETTINGS)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      )}
      {settings.isPending && <Skeleton h={240} />}
      {settings.data && (
        <Paper withBorder radius="md" p="md">
          <AttendanceSettingsForm data={settings.data} />
        </Paper>
      )}
      <MemberPageSettingsCard />
    </Stack>
  );
}
