import { FAILED_TO_FETCH_ATTENDANCE_SUMMARY } from "@gym/contracts";
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDoorEnter } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { MemberNameLink } from "../../../components/ui/MemberNameLink.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useAttendanceSummary } from "../api/get-attendance-summary.ts";

function Figure({ value, label, testId }: { value: number; label: string; testId: string }) {
  return (
    <div>
      <Text fz={28} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
    </div>
  );
}

/** The home's front-desk card (issue 24 §5): check-ins today, in the gym now, renewals due this week. */
export function AttendanceCard() {
  const summary = useAttendanceSummary();
  const data = summary.data;
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="attendance-title">
      <Group justify="space-between" mb="sm">
        <Group gap={8}>
          <IconDoorEnter size={20} aria-hidden />
          <Title order={3} size="h5" id="attendance-title">
            Front Desk Today
          </Title>
        </Group>
        <Anchor component={Link} to="/dashboard/frontDesk" size="sm">
          Open the desk
        </Anchor>
      </Group>
      {summary.isPending && <Skeleton h={120} />}
      {summary.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_ATTENDANCE_SUMMARY}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      )}
      {data && (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="sm">
            <Figure value={data.check_ins_today} label="Check-ins today" testId="check-ins-today" />
            <Figure value={data.in_gym_now} label={`In the gym now (${data.in_gym_minutes} min)`} testId="in-gym-now" />
            <Figure value={data.renewals_due.count} label="Renewals due this week" testId="renewals-due" />
          </SimpleGrid>
          {data.renewals_due.members.length > 0 && (
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Renewals due this week">
              {data.renewals_due.members.map((m) => (
                <Group
                  key={m.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  py={4}
                  style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
                >
                  <Text size="sm" truncate>
                    <MemberNameLink id={m.id}>{m.full_name}</MemberNameLink>{" "}
                    <Text span size="xs" c="gray.7">
                      {m.member_code}
                    </Text>
                  </Text>
                  <Text size="xs" c="gray.7" ta="right">
                    {m.days_left_text}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
