import type { Booking } from "@gym/contracts";
import type { BookingRow } from "./repository.ts";

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    user: row.user_id,
    user_name: row.user_name,
    member_code: row.member_code,
    trainer: row.trainer_id,
    trainer_name: row.trainer_name,
    booking_date: row.booking_date,
    start_time: row.start_time,
    end_time: row.end_time,
    amount: row.amount,
    payment_status: row.payment_status,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at,
  };
}
