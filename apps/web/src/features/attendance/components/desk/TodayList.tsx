import { type CheckIn, FAILED_TO_FETCH_CHECK_INS } from "@gym/contracts";
import { Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useToday } from "../../api/get-today.ts";
import { DOOR_BACKGROUND, DOOR_LABEL } from "../../utils/door-colours.ts";

function DoorBadge({ c }: { c: CheckIn }) {
  return (
    <Badge color={DOOR_BACKGROUND[c.door_colour]} variant="filled" title={c.override_reason ?? c.door_reason}>
      {c.override_reason ? "Let in" : DOOR_LABEL[c.door_colour]}
    </Badge>
  );
}

/** Today's check-ins on the desk, newest first, asked again every few seconds (issue 24 §3). */
export function TodayList({ wide }: { wide: boolean }) {
  const today = useToday();
  const data = today.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Today's check-ins">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Today
          </Title>
          {data && (
            <Text size="sm" c="gray.7" data-testid="today-counts">
              {data.count} check-in{data.count === 1 ? "" : "s"} · {data.in_gym_now} in the gym now
            </Text>
          )}
        </Group>
        {today.isPending && <Skeleton h={200} />}
        {today.isError && (
          <RetryAlert title={FAILED_TO_FETCH_CHECK_INS} error={today.error} onRetry={() => void today.refetch()} />
        )}
        {data && data.check_ins.length === 0 && (
          <Text size="sm" c="gray.7">
            No check-ins yet today.
          </Text>
        )}
        {data && data.check_ins.length > 0 && wide && (
          <Table striped highlightOnHover aria-label="Check-ins today">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Member</Table.Th>
                <Table.Th>Door</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.check_ins.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.time}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      <MemberNameLink id={c.member_id}>{c.member_name}</MemberNameLink>
                    </Text>
                    <Text size="xs" c="gray.7">
                      {c.member_code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DoorBadge c={c} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="gray.7">
                      {[c.staff_name, c.device].filter(Boolean).join(" · ")}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data && data.check_ins.length > 0 && !wide && (
          <Stack gap={6} role="list" aria-label="Check-ins today">
            {data.check_ins.map((c) => (
              <Group key={c.id} role="listitem" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600} w={48}>
                  {c.time}
                </Text>
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                  <MemberNameLink id={c.member_id}>{c.member_name}</MemberNameLink>
                </Text>
                <DoorBadge c={c} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
