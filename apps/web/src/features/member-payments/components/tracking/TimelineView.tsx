import { FAILED_TO_FETCH_TIMELINE, type TimelineResponse } from "@gym/contracts";
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { formatInvoiceRupees } from "../../../../lib/amount.ts";
import { failureText } from "../../../../lib/api-error.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { invoicePdfPath } from "../../../../lib/invoices.ts";
import { duesSlipPath } from "../../api/download-invoice.ts";
import { useTimeline } from "../../api/get-timeline.ts";
import { OWED_COLOR } from "../../utils/colors.ts";
import { DaysLeftText } from "../shared/DaysLeftText.tsx";
import { DownloadPdfButton } from "../shared/DownloadPdfButton.tsx";
import { PaymentStatusBadge } from "../shared/PaymentStatusBadge.tsx";
import { methodLabel } from "../shared/payment-methods.ts";
import type { PaymentTarget } from "../shared/RecordPaymentModal.tsx";
import { UpiQr } from "../shared/UpiQr.tsx";

type Member = TimelineResponse["member"];
type Entry = TimelineResponse["payment_timeline"][number];

function MemberInfo({ member }: { member: Member }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4">
        <MemberNameLink id={member.id}>{member.name}</MemberNameLink>
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs">
        <Text size="sm">
          Plan <strong>{member.current_plan}</strong>
          {member.plan_amount !== null && ` (${formatInvoiceRupees(member.plan_amount)}/month)`}
        </Text>
        <Text size="sm">
          Status <strong>{member.status}</strong>
        </Text>
        <Text size="sm">
          Next renewal <strong>{formatDate(member.renewal_date)}</strong> · <DaysLeftText days={member.days_left} />
        </Text>
        <Text size="sm">
          Phone <strong>{member.phone}</strong>
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

function EntryCard({ entry, onPay }: { entry: Entry; onPay: () => void }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={entry.month_name}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{entry.month_name}</Text>
        <PaymentStatusBadge status={entry.status} />
      </Group>
      <Text size="sm" mt={4}>
        {formatInvoiceRupees(entry.amount_paid)} of {formatInvoiceRupees(entry.amount_due + entry.late_fee)}
        {entry.late_fee > 0 && ` (late fee ${formatInvoiceRupees(entry.late_fee)})`}
      </Text>
      {entry.payment_date && (
        <Text size="xs" c="gray.7">
          Paid {formatDate(entry.payment_date)} · {methodLabel(entry.payment_method)}
        </Text>
      )}
      <Text size="xs" c="gray.7" ff="monospace">
        {entry.reference_number}
      </Text>
      {entry.remaining_amount > 0 && entry.status !== "CANCELLED" && (
        <Stack gap="xs" mt="xs">
          <Group justify="space-between">
            <Text size="sm" c={OWED_COLOR} fw={600}>
              Remaining {formatInvoiceRupees(entry.remaining_amount)}
            </Text>
            <Button
              size="xs"
              leftSection={<IconCash size={14} aria-hidden />}
              onClick={onPay}
              aria-label={`Pay Remaining for ${entry.month_name}`}
            >
              Pay Remaining
            </Button>
          </Group>
          {entry.upi_link && (
            <UpiQr
              link={entry.upi_link}
              caption={`Scan to pay ${formatInvoiceRupees(entry.remaining_amount)} by UPI`}
            />
          )}
          <DownloadPdfButton
            path={duesSlipPath(entry.id)}
            label="Dues slip"
            ariaLabel={`Dues slip for ${entry.month_name}`}
          />
        </Stack>
      )}
      {entry.invoices.length > 0 && (
        <Group gap="xs" mt="xs">
          {entry.invoices.map((inv) => (
            <DownloadPdfButton
              key={inv.invoice_id}
              path={invoicePdfPath(inv.invoice_id)}
              label={`${inv.invoice_number} (${inv.voided ? "Void" : formatInvoiceRupees(inv.amount)})`}
              ariaLabel={`Download PDF ${inv.invoice_number}`}
            />
          ))}
        </Group>
      )}
    </Card>
  );
}

/** Part 2 §2 smart tracking, Timeline view: the member and six months of payments, with 'Pay Remaining'. */
export function TimelineView({ memberId, onPay }: { memberId: number; onPay: (t: PaymentTarget) => void }) {
  const timeline = useTimeline(memberId);
  if (timeline.isError)
    return (
      <RetryAlert
        text={failureText(timeline.error, FAILED_TO_FETCH_TIMELINE)}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isFetching}
      />
    );
  if (!timeline.data) return <Skeleton h={260} />;
  const { member, payment_timeline } = timeline.data;
  return (
    <Stack gap="md">
      <MemberInfo member={member} />
      {payment_timeline.length === 0 && (
        <Text c="gray.7" ta="center" py="lg">
          No payment records in the last six months.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {payment_timeline.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            onPay={() =>
              onPay({
                memberId: member.id,
                memberName: member.name,
                renewalDate: member.renewal_date,
                paymentId: entry.id,
                remaining: entry.remaining_amount,
                reference: entry.reference_number,
                month: entry.month,
                title: "Pay Remaining",
              })
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
