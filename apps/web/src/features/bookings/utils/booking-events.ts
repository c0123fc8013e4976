import type { Booking } from "@gym/contracts";
import { STATUS_COLOURS } from "./booking-status.ts";

/** What FullCalendar needs of a booking (a subset of its EventInput, kept here so this file stays pure). */
export interface BookingEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  extendedProps: { booking: Booking };
}

/** "Meera Iyer · Ravi Kumar · Paid": member, trainer, and the payment flag when paid. */
export function bookingTitle(b: Pick<Booking, "user_name" | "trainer_name" | "payment_status">): string {
  return `${b.user_name} · ${b.trainer_name}${b.payment_status ? " · Paid" : ""}`;
}

/** Bookings are wall-clock times of the gym's day: local date-times without a zone. */
export function toEvent(b: Booking): BookingEvent {
  const colour = STATUS_COLOURS[b.status];
  return {
    id: String(b.id),
    title: bookingTitle(b),
    start: `${b.booking_date}T${b.start_time}:00`,
    end: `${b.booking_date}T${b.end_time}:00`,
    backgroundColor: colour.background,
    borderColor: colour.background,
    textColor: colour.text,
    classNames: [`booking-${b.status}`],
    extendedProps: { booking: b },
  };
}

/** The list view: bookings by day, in the server's order (date, then start time). */
export function groupByDay(bookings: Booking[]): { date: string; bookings: Booking[] }[] {
  const days: { date: string; bookings: Booking[] }[] = [];
  for (const b of bookings) {
    const last = days.at(-1);
    if (last && last.date === b.booking_date) last.bookings.push(b);
    else days.push({ date: b.booking_date, bookings: [b] });
  }
  return days;
}

/** "10:00 – 11:30" */
export const timeRange = (b: Pick<Booking, "start_time" | "end_time">) => `${b.start_time} – ${b.end_time}`;
