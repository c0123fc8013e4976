import {
  type Booking,
  type BookingChangesInput,
  type BookingFormInput,
  type BookingStatus,
  createBookingFields,
  updateBookingFields,
} from "@gym/contracts";

/** The new/edit booking form (part 2 §5); ids are the Selects' value texts. */
export interface BookingFormValues {
  user_id: string;
  trainer_id: string;
  booking_date: string;
  start_time: string;
  end_time: string;
  amount: number | string;
  status: BookingStatus;
  payment_status: boolean;
  notes: string;
}

export function emptyBookingForm(date: string): BookingFormValues {
  return {
    user_id: "",
    trainer_id: "",
    booking_date: date,
    start_time: "",
    end_time: "",
    amount: "",
    status: "pending",
    payment_status: false,
    notes: "",
  };
}

export function bookingFormFrom(b: Booking): BookingFormValues {
  return {
    user_id: String(b.user),
    trainer_id: String(b.trainer),
    booking_date: b.booking_date,
    start_time: b.start_time,
    end_time: b.end_time,
    amount: b.amount,
    status: b.status,
    payment_status: b.payment_status,
    notes: b.notes,
  };
}

/**
 * What the form kit checks: the server's rules and texts ('Member is required', 'Trainer is required',
 * ...); on edit only what the edit form holds (trainer, times, status).
 */
export const bookingFormSchema = (editing: boolean) => (editing ? updateBookingFields : createBookingFields);

export function toNewBooking(v: BookingFormValues): BookingFormInput {
  return {
    user_id: Number(v.user_id),
    trainer_id: Number(v.trainer_id),
    booking_date: v.booking_date,
    start_time: v.start_time,
    end_time: v.end_time,
    amount: String(v.amount).trim(),
    payment_status: v.payment_status,
    status: v.status,
    notes: v.notes.trim(),
  };
}

export function toBookingChanges(v: BookingFormValues): BookingChangesInput {
  return { trainer_id: Number(v.trainer_id), start_time: v.start_time, end_time: v.end_time, status: v.status };
}
