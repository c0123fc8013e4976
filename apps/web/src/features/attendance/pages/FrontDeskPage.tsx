import { FAILED_TO_CHECK_IN } from "@gym/contracts";
import { Button, Grid, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChartDots, IconSettings, IconSnowflake } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useMayCall } from "../../../lib/role-access.ts";
import { DoorAnswerCard } from "../components/desk/DoorAnswerCard.tsx";
import { FindMember } from "../components/desk/FindMember.tsx";
import { TodayList } from "../components/desk/TodayList.tsx";
import { UnsentList } from "../components/desk/UnsentList.tsx";
import { useDesk } from "../components/desk/use-desk.ts";

/** From Mantine's `sm` up (a tablet held either way) the desk is two columns; on a phone one. */
const TWO_COLUMNS = "(min-width: 48em)";

/**
 * /dashboard/frontDesk (issue 24; decision 0257): find the member, one tap checks them in with the door
 * check's answer, collect the dues on the spot, today's list beside it. Made for a 10-inch tablet.
 */
export default function FrontDeskPage() {
  const desk = useDesk();
  const wide = useMediaQuery(TWO_COLUMNS, undefined, { getInitialValueInEffect: false });
  const answer = desk.answer;
  // The reports are a manager's, the settings the owner's (decision 0321): only the links the role may open.
  const mayReports = useMayCall("GET /api/attendance/reports/visits/");
  const maySettings = useMayCall("PUT /api/attendance/settings/update/");
  const mayFreezeRequests = useMayCall("GET /api/members/freeze-requests/");
  return (
    <Stack gap="md">
      <PageHeader
        title="Front Desk"
        subtitle={`Check-ins on this device are signed “${desk.device}”`}
        actions={
          <>
            {mayReports && (
              <Button
                component={Link}
                to="/dashboard/attendanceReports"
                variant="default"
                leftSection={<IconChartDots size={18} aria-hidden />}
              >
                Attendance Reports
              </Button>
            )}
            {mayFreezeRequests && (
              <Button
                component={Link}
                to="/dashboard/freezeRequests"
                variant="default"
                leftSection={<IconSnowflake size={18} aria-hidden />}
              >
                Freeze Requests
              </Button>
            )}
            {maySettings && (
              <Button
                component={Link}
                to="/dashboard/attendanceSettings"
                variant="default"
                leftSection={<IconSettings size={18} aria-hidden />}
              >
                Settings
              </Button>
            )}
          </>
        }
      />
      <UnsentList items={desk.unsent} onRetry={desk.retry} onDismiss={desk.dismiss} busy={desk.busy} />
      <Grid gap="md">
        <Grid.Col span={wide ? 7 : 12}>
          <Stack gap="md">
            {desk.refused && (
              <RetryAlert title={`${FAILED_TO_CHECK_IN}: ${desk.refused.attempt.label}`} error={desk.refused.error} />
            )}
            {answer && (
              <DoorAnswerCard
                answer={answer.response}
                busy={desk.busy}
                onDone={desk.clear}
                onAgain={(reason) =>
                  desk.attempt({
                    input: {
                      member_id: answer.response.member.id,
                      via: answer.attempt.input.via ?? "SEARCH",
                      ...(reason ? { override: true, override_reason: reason } : {}),
                    },
                    label: answer.attempt.label,
                  })
                }
              />
            )}
            <FindMember onAttempt={desk.attempt} busy={desk.busy} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={wide ? 5 : 12}>
          <TodayList wide={Boolean(wide)} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
