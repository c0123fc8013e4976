import type { MemberPaymentTotals } from "@gym/contracts";
import { Alert, Group, Paper, Progress, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { formatRupees } from "../../../../lib/amount.ts";
import { WARNING_TEXT } from "../common/colors.ts";

function Amount({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {formatRupees(value)}
      </Text>
    </Paper>
  );
}

/** Part 2 §2 "Member Payment Summary": total due, paid, pending, an overdue-count alert, percent-paid progress. */
export function MemberPaymentSummaryCard({ totals }: { totals: MemberPaymentTotals | undefined }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="member-summary-title">
      <Title order={3} size="h5" mb="sm" id="member-summary-title">
        Member Payment Summary
      </Title>
      {!totals && <Skeleton height={140} radius="md" />}
      {totals && totals.members === 0 && (
        <Text size="sm" c="gray.7">
          No membership payment records for the months in this period.
        </Text>
      )}
      {totals && totals.members > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Amount label="Total Due" value={totals.total_due} />
            <Amount label="Paid" value={totals.total_paid} color="teal.9" />
            <Amount
              label="Pending"
              value={totals.total_pending}
              color={totals.total_pending > 0 ? WARNING_TEXT : undefined}
            />
          </SimpleGrid>
          {totals.overdue_count > 0 && (
            <Alert color="red" variant="light" mt="sm" icon={<IconAlertTriangle aria-hidden />}>
              {totals.overdue_count} overdue payment{totals.overdue_count === 1 ? "" : "s"}
            </Alert>
          )}
          <Group justify="space-between" mt="sm" mb={4}>
            <Text size="sm">{totals.percent_paid}% paid</Text>
            <Text size="sm" c="gray.7">
              {totals.members_paid} of {totals.members} members paid · collection rate {totals.collection_rate}%
            </Text>
          </Group>
          <Progress
            value={totals.percent_paid}
            color="teal"
            size="lg"
            radius="xl"
            aria-label={`${totals.percent_paid}% paid`}
          />
        </>
      )}
    </Paper>
  );
}
