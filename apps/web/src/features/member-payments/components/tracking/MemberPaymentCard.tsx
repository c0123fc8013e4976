import { frozenUntilText, type MonthlyMember } from "@gym/contracts";
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconBrandWhatsapp,
  IconCash,
  IconDiscount,
  IconDots,
  IconFileDownload,
  IconPlayerPause,
  IconTimeline,
} from "@tabler/icons-react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate, formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { OWED_COLOR, PAID_COLOR } from "../../utils/colors.ts";
import { owes } from "../../utils/status.ts";
import { DaysLeftText } from "../shared/DaysLeftText.tsx";
import { PaymentStatusBadge } from "../shared/PaymentStatusBadge.tsx";

export interface CardActions {
  onPay: (m: MonthlyMember) => void;
  onTimeline: (m: MonthlyMember) => void;
  onSuspend: (m: MonthlyMember) => void;
  onRemind: (m: MonthlyMember) => void;
  onDuesSlip: (m: MonthlyMember) => void;
  /** Give discount on the member's open bill (decision 0291). */
  onDiscount?: (m: MonthlyMember) => void;
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}

/** One member of the monthly view (part 2 §2): figures, renewal and days left, 'Mark as Paid', actions menu. */
export function MemberPaymentCard({
  member: m,
  selected,
  onSelect,
  actions,
}: {
  member: MonthlyMember;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  actions: CardActions;
}) {
  const owing = owes(m.payment_status);
  const expired = m.member_status === "EXPIRED" || m.days_left < 0;
  const selectable = m.payment_id !== null && owing && m.payment_status !== "NOT_CREATED";
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={m.member_name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
            {selectable && (
              <Checkbox
                mt={3}
                checked={selected}
                onChange={(e) => onSelect(e.currentTarget.checked)}
                aria-label={`Select ${m.member_name} (${m.member_code}) for bulk pay`}
              />
            )}
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                <MemberNameLink id={m.member_id}>{m.member_name}</MemberNameLink>
              </Text>
              <Text size="xs" c="gray.7">
                {m.member_code} · {m.member_phone}
                {m.plan_name ? ` · ${m.plan_name}` : ""}
              </Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap">
            <PaymentStatusBadge status={m.payment_status} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${m.member_name}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconTimeline size={16} aria-hidden />} onClick={() => actions.onTimeline(m)}>
                  View Timeline
                </Menu.Item>
                {m.payment_id !== null && owing && (
                  <Menu.Item
                    leftSection={<IconFileDownload size={16} aria-hidden />}
                    onClick={() => actions.onDuesSlip(m)}
                  >
                    Dues slip (PDF)
                  </Menu.Item>
                )}
                {m.payment_id !== null && owing && actions.onDiscount && (
                  <Menu.Item
                    leftSection={<IconDiscount size={16} aria-hidden />}
                    onClick={() => actions.onDiscount?.(m)}
                  >
                    Give discount
                  </Menu.Item>
                )}
                {m.member_status === "ACTIVE" && (
                  <Menu.Item
                    color="orange.9"
                    leftSection={<IconPlayerPause size={16} aria-hidden />}
                    onClick={() => actions.onSuspend(m)}
                  >
                    Suspend
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Figure label="Due" value={formatRupees(m.amount_due)} />
          <Figure label="Paid" value={formatRupees(m.amount_paid)} color={PAID_COLOR} />
          {m.late_fee > 0 && <Figure label="Late fee" value={formatRupees(m.late_fee)} color={OWED_COLOR} />}
          {m.payment_status === "OVERDUE" && m.days_overdue > 0 && (
            <Figure label="Days overdue" value={String(m.days_overdue)} color={OWED_COLOR} />
          )}
          {m.remaining_amount > 0 && m.payment_id !== null && (
            <Figure label="Remaining" value={formatRupees(m.remaining_amount)} color={OWED_COLOR} />
          )}
        </Group>
        <Text size="sm">
          Renewal {formatDate(m.member_renewal_date)} · <DaysLeftText days={m.days_left} />
        </Text>
        {m.frozen_until && (
          <Badge color="blue" c="blue.9" variant="light" w="fit-content" data-testid="payment-member-frozen">
            {frozenUntilText(m.frozen_until)}
          </Badge>
        )}
        {m.last_reminder_at && (
          <Text size="xs" c="gray.7">
            Last reminder {formatTimestampDate(m.last_reminder_at)}
          </Text>
        )}
        {(owing || expired) && (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconCash size={14} aria-hidden />}
              onClick={() => actions.onPay(m)}
              aria-label={`Mark as Paid: ${m.member_name}`}
            >
              Mark as Paid
            </Button>
            {m.payment_id !== null && owing && !m.frozen_until && (
              <Button
                size="xs"
                variant="light"
                color="green"
                c={PAID_COLOR}
                leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
                onClick={() => actions.onRemind(m)}
                aria-label={`WhatsApp reminder: ${m.member_name}`}
              >
                Remind
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
