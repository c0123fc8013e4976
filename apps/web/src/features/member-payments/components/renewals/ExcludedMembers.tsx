import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { useReminderExclusions } from "../../api/get-reminder-exclusions.ts";
import { useIncludeMember } from "../../api/include-member.ts";

/** Members the sequence leaves alone (decision 0348), each with a way back in. */
export function ExcludedMembers() {
  const list = useReminderExclusions();
  const include = useIncludeMember();
  return (
    <Stack gap="xs">
      {list.isError && (
        <RetryAlert
          title="Failed to fetch excluded members"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.isPending && <Skeleton h={60} />}
      {list.data?.results.length === 0 && (
        <Text size="sm" c="gray.7">
          No member is excluded: everyone who owes gets the sequence.
        </Text>
      )}
      {list.data?.results.map((x) => (
        <Paper key={x.member_id} withBorder radius="md" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {x.member_name}
              <Text span size="xs" c="gray.7">
                {" "}
                · excluded {formatTimestampDate(x.excluded_at)}
              </Text>
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={include.isPending && include.variables === x.member_id}
              onClick={() => include.mutate(x.member_id)}
            >
              Include again
            </Button>
          </Group>
        </Paper>
      ))}
      {include.isError && <RetryAlert title="Failed to include the member" error={include.error} />}
    </Stack>
  );
}
