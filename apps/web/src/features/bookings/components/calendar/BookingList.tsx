import type { Booking } from "@gym/contracts";
import { Card, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { formatRupees } from "../../../../lib/amount.ts";
import { formatDate } from "../../../../lib/calendar-date.ts";
import { groupByDay, timeRange } from "../../utils/booking-events.ts";
import { StatusBadges } from "../StatusBadges.tsx";

const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "UTC" });

interface BookingListProps {
  bookings: Booking[];
  onOpen: (booking: Booking) => void;
}

/** The List view: the month's bookings by day, as cards that work on a phone too. */
export function BookingList({ bookings, onOpen }: BookingListProps) {
  if (bookings.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center">No bookings in this month.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {groupByDay(bookings).map((day) => (
        <section key={day.date} aria-label={formatDate(day.date)}>
          <Title order={4} size="h5" mb={6}>
            {weekday.format(new Date(`${day.date}T00:00:00Z`))}, {formatDate(day.date)}
          </Title>
          <Stack gap={6}>
            {day.bookings.map((b) => (
              <Card key={b.id} withBorder radius="md" padding={0}>
                <UnstyledButton
                  onClick={() => onOpen(b)}
                  p="sm"
                  w="100%"
                  aria-label={`${timeRange(b)} ${b.user_name} with ${b.trainer_name}`}
                >
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} td={b.status === "cancelled" ? "line-through" : undefined}>
                        {timeRange(b)} · {b.user_name}
                      </Text>
                      <Text size="sm" c="gray.7">
                        {b.member_code} · with {b.trainer_name} · {formatRupees(b.amount)}
                      </Text>
                    </div>
                    <StatusBadges booking={b} />
                  </Group>
                </UnstyledButton>
              </Card>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
