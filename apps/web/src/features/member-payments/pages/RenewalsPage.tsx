import { FAILED_TO_FETCH_SETTINGS } from "@gym/contracts";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { useReminderSequence } from "../api/get-reminder-sequence.ts";
import { ExcludedMembers } from "../components/renewals/ExcludedMembers.tsx";
import { ReminderSequenceForm } from "../components/renewals/ReminderSequenceForm.tsx";
import { RemindersToday } from "../components/renewals/RemindersToday.tsx";
import { RenewalsWorklist } from "../components/renewals/RenewalsWorklist.tsx";

/**
 * /dashboard/renewals (issue 26 §3, §4; decisions 0346-0348): today's reminders of the sequence, the
 * renewals worklist, and the sequence's steps with the members it leaves out.
 */
export default function RenewalsPage() {
  const sequence = useReminderSequence();
  return (
    <Stack gap="md">
      <PageHeader
        title="Renewals & Reminders"
        back={{ to: "/dashboard/smartPaymentTracking", label: "Back to Smart Payment Tracking" }}
        subtitle="Who pays soon, and today's WhatsApp reminders"
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <RemindersToday />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <RenewalsWorklist />
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Reminder sequence
          </Title>
          {sequence.isError && (
            <RetryAlert
              title={FAILED_TO_FETCH_SETTINGS}
              error={sequence.error}
              onRetry={() => void sequence.refetch()}
              retrying={sequence.isFetching}
            />
          )}
          {sequence.isPending && <Skeleton h={240} />}
          {sequence.data && <ReminderSequenceForm data={sequence.data} />}
          <Title order={3} size="h5" mt="sm">
            Excluded members
          </Title>
          <Text size="sm" c="gray.7">
            They still appear in the renewals list; the sequence sends them nothing.
          </Text>
          <ExcludedMembers />
        </Stack>
      </Paper>
    </Stack>
  );
}
