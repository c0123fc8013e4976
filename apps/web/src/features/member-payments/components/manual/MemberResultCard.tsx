import type { GymMember } from "@gym/contracts";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconCash, IconReceipt2 } from "@tabler/icons-react";
import { SUCCESS_GREEN, WARNING_ORANGE } from "../../../../components/ui/accessible-colours.ts";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { DaysLeftText } from "../shared/DaysLeftText.tsx";

const STATUS_COLOR: Record<string, string> = { ACTIVE: "green", SUSPENDED: "yellow", EXPIRED: "red" };
/** The badges' text: Mantine's green.9 and yellow.9 on their light fill read 3.8:1 (axe `color-contrast`, issue 22 §11). */
const STATUS_TEXT: Record<string, string> = { ACTIVE: SUCCESS_GREEN, SUSPENDED: WARNING_ORANGE, EXPIRED: "red.9" };

/** Part 2 §2 manualMemberPayment: a member card with status, renewal date and days left. */
export function MemberResultCard({
  member: m,
  selected,
  onChoose,
  onQuickPay,
}: {
  member: GymMember;
  selected: boolean;
  onChoose: () => void;
  onQuickPay: () => void;
}) {
  const expired = m.status === "EXPIRED";
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={m.full_name}
      bg={selected ? "blue.0" : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              <MemberNameLink id={m.id}>{m.full_name}</MemberNameLink>
            </Text>
            <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
              {m.member_id} · {m.username} · {m.phone}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[m.status] ?? "gray"} variant="light" c={STATUS_TEXT[m.status] ?? "gray.9"}>
            {m.status}
          </Badge>
        </Group>
        <Text size="sm">
          Renewal {formatDate(m.renewal_date)} · <DaysLeftText days={m.days_left} />
        </Text>
        <Text size="xs" c="gray.7">
          {m.membership_type}
          {m.amount !== null && ` · ${formatRupees(m.amount)}/month`}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant={selected ? "filled" : "light"}
            leftSection={<IconReceipt2 size={14} aria-hidden />}
            onClick={onChoose}
            aria-label={`Record payment for ${m.full_name}`}
          >
            {selected ? "Selected" : "Record payment"}
          </Button>
          {expired && (
            <Button
              size="xs"
              // White on Mantine's green is 2.6:1 (axe `color-contrast`, issue 22 §11).
              color={SUCCESS_GREEN}
              leftSection={<IconCash size={14} aria-hidden />}
              onClick={onQuickPay}
              aria-label={`Mark as Paid: ${m.full_name}`}
            >
              Mark as Paid
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
