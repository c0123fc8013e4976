import type { Booking } from "@gym/contracts";
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { MemberNameLink } from "../../../../components/ui/MemberNameLink.tsx";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { useBookingActions } from "../../hooks/use-booking-actions.ts";
import { timeRange } from "../../utils/booking-events.ts";
import { offeredTransitions, STATUS_COLOURS, TRANSITION_LABELS } from "../../utils/booking-status.ts";
import { StatusBadges } from "../StatusBadges.tsx";

interface BookingDetailsModalProps {
  booking: Booking;
  onChanged: (booking: Booking) => void;
  onEdit: (booking: Booking) => void;
  onClose: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** Part 2 §2 "booking details modal": the booking, its offered transitions and the paid/unpaid toggle. */
export function BookingDetailsModal({ booking: b, onChanged, onEdit, onClose }: BookingDetailsModalProps) {
  const actions = useBookingActions(onChanged, onClose);
  return (
    <Modal opened onClose={onClose} title="Booking Details" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="md">
        <StatusBadges booking={b} />
        <SimpleGrid cols={2} spacing="sm">
          <Fact label="Member">
            <MemberNameLink id={b.user}>{b.user_name}</MemberNameLink> ({b.member_code})
          </Fact>
          <Fact label="Trainer">{b.trainer_name}</Fact>
          <Fact label="Date">{formatDate(b.booking_date)}</Fact>
          <Fact label="Time">{timeRange(b)}</Fact>
          <Fact label="Amount">{formatRupees(b.amount)}</Fact>
        </SimpleGrid>
        {b.notes && <Fact label="Notes">{b.notes}</Fact>}
        <Switch
          label="Paid"
          description="The payment flag can be changed at any time"
          checked={b.payment_status}
          disabled={actions.busy}
          onChange={(e) => actions.setPaid(b, e.currentTarget.checked)}
        />
        {offeredTransitions(b.status).length > 0 && (
          <Group gap="xs">
            {offeredTransitions(b.status).map((to) => (
              <Button
                key={to}
                size="sm"
                disabled={actions.busy}
                variant={to === "cancelled" ? "outline" : "filled"}
                color={to === "cancelled" ? "red.9" : undefined}
                style={to === "cancelled" ? undefined : { backgroundColor: STATUS_COLOURS[to].background }}
                onClick={() => actions.move(b, to)}
              >
                {TRANSITION_LABELS[to]}
              </Button>
            ))}
          </Group>
        )}
        <Divider />
        <Group justify="space-between">
          <Button
            variant="subtle"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => actions.askDelete(b)}
          >
            Delete
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(b)}>
              Edit
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
