import { BOOKING_STATUSES, type Booking } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { bookingTitle, groupByDay, toEvent } from "./booking-events.ts";
import { contrastRatio, editableStatusOptions, STATUS_COLOURS } from "./booking-status.ts";

const booking = (extra: Partial<Booking> = {}): Booking => ({
  id: 1,
  user: 3,
  user_name: "Meera Iyer",
  member_code: "MEM0003",
  trainer: 2,
  trainer_name: "Ravi Kumar",
  booking_date: "2026-12-01",
  start_time: "10:00",
  end_time: "11:30",
  amount: "750.00",
  payment_status: false,
  status: "pending",
  notes: "",
  created_at: "2026-11-20T10:00:00.000Z",
  ...extra,
});

describe("bookings as calendar events", () => {
  it("starts and ends at the booking's local times, coloured by status", () => {
    expect(toEvent(booking({ status: "confirmed" }))).toMatchObject({
      id: "1",
      start: "2026-12-01T10:00:00",
      end: "2026-12-01T11:30:00",
      backgroundColor: STATUS_COLOURS.confirmed.background,
      classNames: ["booking-confirmed"],
    });
  });

  it("titles with member and trainer, and says Paid only when paid", () => {
    expect(bookingTitle(booking())).toBe("Meera Iyer · Ravi Kumar");
    expect(bookingTitle(booking({ payment_status: true }))).toBe("Meera Iyer · Ravi Kumar · Paid");
  });

  it("groups the list by day in the given order", () => {
    const days = groupByDay([
      booking({ id: 1 }),
      booking({ id: 2, start_time: "12:00" }),
      booking({ id: 3, booking_date: "2026-12-03" }),
    ]);
    expect(days.map((d) => [d.date, d.bookings.map((b) => b.id)])).toEqual([
      ["2026-12-01", [1, 2]],
      ["2026-12-03", [3]],
    ]);
  });
});

describe("status colours and choices", () => {
  it("every status's text reaches 4.5:1 on its colour", () => {
    for (const status of BOOKING_STATUSES) {
      const { background, text } = STATUS_COLOURS[status];
      expect(contrastRatio(background, text), status).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("the colours differ from each other", () => {
    expect(new Set(BOOKING_STATUSES.map((s) => STATUS_COLOURS[s].background)).size).toBe(4);
  });

  it("the edit form offers the current status and the offered next ones", () => {
    expect(editableStatusOptions("pending").map((o) => o.value)).toEqual(["pending", "confirmed", "cancelled"]);
    expect(editableStatusOptions("confirmed").map((o) => o.value)).toEqual(["confirmed", "completed", "cancelled"]);
    expect(editableStatusOptions("completed").map((o) => o.value)).toEqual(["completed"]);
  });
});
