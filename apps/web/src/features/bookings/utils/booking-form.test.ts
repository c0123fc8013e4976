import { BOOKING_END_AFTER_START, BOOKING_TIME_INVALID } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import {
  type BookingFormValues,
  bookingFormSchema,
  emptyBookingForm,
  toBookingChanges,
  toNewBooking,
} from "./booking-form.ts";

const MEMBER_REQUIRED = "Member is required";
const TRAINER_REQUIRED = "Trainer is required";
/** What the form kit shows for these values. */
const validateBookingForm = (values: BookingFormValues, editing: boolean) =>
  contractErrors(bookingFormSchema(editing), values);

const filled = (extra: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...emptyBookingForm("2026-12-01"),
  user_id: "3",
  trainer_id: "2",
  start_time: "10:00",
  end_time: "11:00",
  amount: 500,
  ...extra,
});

describe("booking form rules (part 2 §5)", () => {
  it("a new booking needs member, trainer, date, times and an amount of at least 0", () => {
    const errors = validateBookingForm(emptyBookingForm(""), false);
    expect(errors.user_id).toBe(MEMBER_REQUIRED);
    expect(errors.trainer_id).toBe(TRAINER_REQUIRED);
    expect(errors.booking_date).toBeTruthy();
    expect(errors.start_time).toBe("Start time is required");
    expect(errors.amount).toBe("Amount is required");
    expect(validateBookingForm(filled({ amount: 0 }), false)).toEqual({});
    expect(validateBookingForm(filled({ amount: -1 }), false).amount).toBe("Amount must be at least 0");
  });

  it("the end must come after the start; times are HH:MM", () => {
    expect(validateBookingForm(filled({ end_time: "10:00" }), false).end_time).toBe(BOOKING_END_AFTER_START);
    expect(validateBookingForm(filled({ start_time: "25:00" }), false).start_time).toBe(BOOKING_TIME_INVALID);
  });

  it("an edit checks only trainer, times and status", () => {
    expect(validateBookingForm(filled({ user_id: "", amount: "" }), true)).toEqual({});
    expect(validateBookingForm(filled({ trainer_id: "" }), true).trainer_id).toBe(TRAINER_REQUIRED);
  });

  it("sends the create payload and the edit changes", () => {
    expect(toNewBooking(filled({ notes: " First session ", payment_status: true }))).toEqual({
      user_id: 3,
      trainer_id: 2,
      booking_date: "2026-12-01",
      start_time: "10:00",
      end_time: "11:00",
      amount: "500",
      payment_status: true,
      status: "pending",
      notes: "First session",
    });
    expect(toBookingChanges(filled({ status: "confirmed" }))).toEqual({
      trainer_id: 2,
      start_time: "10:00",
      end_time: "11:00",
      status: "confirmed",
    });
  });
});
