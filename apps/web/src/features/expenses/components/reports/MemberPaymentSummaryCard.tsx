import { collectionRateText, type MemberPaymentTotals } from "@gym/contracts";
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

/**
 * Part 2 §2 "Member Payment Summary": total due, paid, pending, an overdue-count alert, percent-paid progress,
 * for the bills of the months that begin in the range, and the money received in it (decision 0247). The
 * collection rate is the one of decision 0245, in words; the progress bar is money, said so.
 */
export function MemberPaymentSummaryCard({
  totals,
  periodText,
}: {
  totals: MemberPaymentTotals | undefined;
  /** How the range reads after "billed": "this month", "today", "in this period". */
  periodText: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="member-summary-title">
      <Title order={3} size="h5" mb="sm" id="member-summary-title">
        Member Payment Summary
      </Title>
      {!totals && <Skeleton height={140} radius="md" />}
      {totals && (
        <Text size="sm" mb="sm" data-testid="member-summary-received">
          Received {periodText}: <strong>{formatRupees(totals.received)}</strong> from members
        </Text>
      )}
      {totals && totals.members === 0 && (
        <Text size="sm" c="gray.7">
          No membership months begin in this period, so no bills are counted here.
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
          <Text size="sm" mt="sm" data-testid="member-summary-rate">
            {collectionRateText(totals.members_paid, totals.members, periodText)}
          </Text>
          <Group justify="space-between" mt="xs" mb={4}>
            <Text size="sm">{totals.percent_paid}% of the amount due has been paid</Text>
          </Group>
          <Progress
            value={totals.percent_paid}
            color="teal"
            size="lg"
            radius="xl"
            aria-label={`${totals.percent_paid}% of the amount due has been paid`}
          />
        </>
      )}
    </Paper>
  );
}
