import { FAILED_TO_FETCH_REMINDERS_TODAY, NO_REMINDERS_TODAY, type ReminderToSend } from "@gym/contracts";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBrandWhatsapp, IconCheck } from "@tabler/icons-react";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useExcludeMember } from "../../api/exclude-member.ts";
import { useRemindersToday } from "../../api/get-reminders-today.ts";
import { useMarkReminderSent } from "../../api/mark-reminder-sent.ts";

const time = (iso: string) => new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit" });

/** "Sent by Priya at 10:42 am": who tapped Send and when (decision 0348). */
export const sentText = (r: Pick<ReminderToSend, "sent_by" | "sent_at">) =>
  r.sent_at ? `Sent by ${r.sent_by ?? "staff"} at ${time(r.sent_at)}` : "";

function ReminderRow({ reminder }: { reminder: ReminderToSend }) {
  const sent = useMarkReminderSent();
  const exclude = useExcludeMember();
  const confirmExclude = () =>
    openConfirm({
      title: "Stop reminders for this member?",
      message: `${reminder.member_name} gets no more reminders from the sequence until you include them again (Reminder sequence, below).`,
      confirmLabel: "Exclude",
      onConfirm: () =>
        exclude.mutate(reminder.member_id, {
          onError: (error) => notify({ color: "red", title: reminder.member_name, message: failureText(error, "") }),
        }),
    });
  const record = () =>
    sent.mutate(reminder.id, {
      onError: (error) => notify({ color: "red", title: reminder.member_name, message: failureText(error, "") }),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="reminder-today">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {reminder.member_name}
          </Text>
          <Text size="sm" c="gray.7">
            {reminder.step_label} · due {formatDate(reminder.due_date)} · {formatRupees(reminder.amount_due)}
          </Text>
          {reminder.sent_at && (
            <Group gap={4} wrap="nowrap">
              <IconCheck size={14} aria-hidden />
              <Text size="sm" c="gray.7">
                {sentText(reminder)}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {!reminder.sent_at && (
            <Button size="xs" variant="default" loading={exclude.isPending} onClick={confirmExclude}>
              Exclude
            </Button>
          )}
          {reminder.sent_at ? (
            <Badge variant="light" color="gray" c="gray.9">
              Sent
            </Badge>
          ) : reminder.whatsapp_url ? (
            <Button
              component="a"
              href={reminder.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
              loading={sent.isPending}
              onClick={record}
              aria-label={`Send reminder to ${reminder.member_name}`}
            >
              Send
            </Button>
          ) : (
            <Text size="sm" c="gray.7">
              No WhatsApp number
            </Text>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Today's reminders of the sequence (issue 26 §4, decision 0348): one tap opens WhatsApp with the message
 * and records who sent it and when; the scheduled job fills the list, paying or an exclusion empties it.
 */
export function RemindersToday() {
  const today = useRemindersToday();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          To send today
        </Title>
        {today.data && (
          <Text size="sm" c="gray.7">
            {today.data.to_send} to send · {today.data.sent} sent
          </Text>
        )}
      </Group>
      {today.isError && (
        <RetryAlert
          title={FAILED_TO_FETCH_REMINDERS_TODAY}
          error={today.error}
          onRetry={() => void today.refetch()}
          retrying={today.isFetching}
        />
      )}
      {today.isPending && <Skeleton h={120} />}
      {today.data?.results.length === 0 && (
        <Text size="sm" c="gray.7">
          {NO_REMINDERS_TODAY}
        </Text>
      )}
      {today.data?.results.map((r) => (
        <ReminderRow key={r.id} reminder={r} />
      ))}
    </Stack>
  );
}
