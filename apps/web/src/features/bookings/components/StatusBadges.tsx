import { BOOKING_STATUS_LABELS, type Booking } from "@gym/contracts";
import { Badge, Group } from "@mantine/core";
import { STATUS_COLOURS } from "../utils/booking-status.ts";

/** A booking's status in its colour, and Paid/Unpaid. */
export function StatusBadges({ booking }: { booking: Pick<Booking, "status" | "payment_status"> }) {
  const colour = STATUS_COLOURS[booking.status];
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="filled" style={{ backgroundColor: colour.background, color: colour.text }}>
        {BOOKING_STATUS_LABELS[booking.status]}
      </Badge>
      <Badge variant="outline" color={booking.payment_status ? "green.9" : "gray.8"}>
        {booking.payment_status ? "Paid" : "Unpaid"}
      </Badge>
    </Group>
  );
}
