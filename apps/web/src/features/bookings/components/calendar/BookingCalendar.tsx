import type { EventClickArg } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import type { Booking } from "@gym/contracts";
import { Box } from "@mantine/core";
import { useMemo } from "react";
import { toEvent, visibleHours } from "../../utils/booking-events.ts";
import classes from "./BookingCalendar.module.css";

/** Part 2 §9: the month view shows 3 bookings per day, then '+N more'. */
export const BOOKINGS_PER_DAY = 3;

interface BookingCalendarProps {
  view: "month" | "week";
  /** A day inside the month or week to show (YYYY-MM-DD). */
  anchor: string;
  bookings: Booking[];
  /** A phone shows the week as a list of days rather than seven narrow columns. */
  phone: boolean;
  onOpen: (booking: Booking) => void;
}

const TIME = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/**
 * Month and Week views with FullCalendar (decision 0128). The screen owns the date and the view (its
 * own previous/next/Today toolbar), so the calendar is re-made when either changes; the data comes from
 * the screen's range query.
 */
export function BookingCalendar({ view, anchor, bookings, phone, onOpen }: BookingCalendarProps) {
  const events = useMemo(() => bookings.map(toEvent), [bookings]);
  const hours = useMemo(() => visibleHours(bookings), [bookings]);
  const name = view === "month" ? "dayGridMonth" : phone ? "listWeek" : "timeGridWeek";
  return (
    <Box className={classes.calendar}>
      <FullCalendar
        key={`${name}-${anchor}`}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView={name}
        initialDate={anchor}
        headerToolbar={false}
        firstDay={1}
        locale="en-GB"
        height="auto"
        fixedWeekCount={false}
        dayMaxEvents={BOOKINGS_PER_DAY}
        eventMaxStack={BOOKINGS_PER_DAY}
        eventDisplay="block"
        eventTimeFormat={TIME}
        slotLabelFormat={TIME}
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        allDaySlot={false}
        nowIndicator
        noEventsText="No bookings this week"
        events={events}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.booking as Booking);
        }}
        // FullCalendar's '+N more' is an <a> without href (no role, so aria-expanded is not allowed on it)
        // with an empty aria-controls until its popover opens (axe `aria-allowed-attr`, issue 22 §11): it
        // acts as a button (Enter and Space open it), so it says so, and an empty aria-controls goes.
        moreLinkDidMount={(info) => {
          info.el.setAttribute("role", "button");
          if (!info.el.getAttribute("aria-controls")) info.el.removeAttribute("aria-controls");
        }}
        eventDidMount={(info) => {
          const b = info.event.extendedProps.booking as Booking;
          info.el.setAttribute("aria-label", `${info.event.title}, ${b.start_time} to ${b.end_time}, ${b.status}`);
        }}
      />
    </Box>
  );
}
