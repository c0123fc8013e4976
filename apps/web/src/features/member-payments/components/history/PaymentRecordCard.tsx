import type { MemberPayment } from "@gym/contracts";
import { Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDiscount, IconEdit } from "@tabler/icons-react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { OWED_COLOR, PAID_COLOR } from "../../utils/colors.ts";
import { discountText } from "../shared/DiscountModal.tsx";
import { PaymentStatusBadge } from "../shared/PaymentStatusBadge.tsx";
import { methodLabel } from "../shared/payment-methods.ts";

function Fact({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * Part 2 §2 memberPayments card: member, month, status, due/paid/remaining/late fee, dates, method, reference,
 * notes, Edit; the bill's discount and, on an open bill, Give discount (decision 0291).
 */
export function PaymentRecordCard({
  payment: p,
  onEdit,
  onDiscount,
}: {
  payment: MemberPayment;
  onEdit: () => void;
  onDiscount?: () => void;
}) {
  const discount = discountText(p);
  const open = p.payment_status !== "PAID" && p.payment_status !== "CANCELLED";
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`${p.member_name}, ${p.membership_month_display}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              <MemberNameLink id={p.member}>{p.member_name}</MemberNameLink>
            </Text>
            <Text size="sm" c="gray.7">
              {p.membership_month_display}
            </Text>
          </div>
          <PaymentStatusBadge status={p.payment_status} />
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          <Fact label="Due" value={formatRupees(p.amount_due)} />
          <Fact label="Paid" value={formatRupees(p.amount_paid)} color={PAID_COLOR} />
          <Fact
            label="Remaining"
            value={formatRupees(p.remaining_amount)}
            color={p.remaining_amount > 0 ? OWED_COLOR : undefined}
          />
          <Fact label="Late fee" value={formatRupees(p.late_fee)} />
          <Fact label="Due date" value={formatDate(p.due_date)} />
          <Fact label="Payment date" value={formatDate(p.payment_date)} />
          <Fact label="Method" value={methodLabel(p.payment_method)} />
          <Fact label="Reference" value={p.reference_number} />
        </SimpleGrid>
        {discount && (
          <Text size="sm" c="gray.8">
            {discount}
          </Text>
        )}
        {p.notes && (
          <Text size="sm" c="gray.8">
            {p.notes}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          {open && onDiscount && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDiscount size={14} aria-hidden />}
              onClick={onDiscount}
              aria-label={`Give discount to ${p.member_name}, ${p.membership_month_display}`}
            >
              Give discount
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${p.member_name}, ${p.membership_month_display}`}
          >
            Edit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
