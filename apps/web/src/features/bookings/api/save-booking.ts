import type { BookingResponse, BookingStatus } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateBookings } from "./use-invalidate-bookings.ts";

/** POST /api/trainers/bookings/create/ (part 2 §7's create payload). */
export const CREATE_BOOKING_PATH = "/api/trainers/bookings/create/";
/** PUT and PATCH /api/trainers/bookings/{id}/update/. */
export const updateBookingPath = (id: number) => `/api/trainers/bookings/${id}/update/`;

export interface NewBooking {
  user_id: number;
  trainer_id: number;
  booking_date: string;
  start_time: string;
  end_time: string;
  amount: string;
  payment_status: boolean;
  status: BookingStatus;
  notes: string;
}

/** On edit only trainer, times and status change (part 2 §5). */
export interface BookingChanges {
  trainer_id: number;
  start_time: string;
  end_time: string;
  status: BookingStatus;
}

export type SaveBooking = { id: null; input: NewBooking } | { id: number; input: BookingChanges };

export function saveBooking({ id, input }: SaveBooking): Promise<BookingResponse> {
  return apiRequest<BookingResponse>(id === null ? CREATE_BOOKING_PATH : updateBookingPath(id), {
    method: id === null ? "POST" : "PUT",
    body: input,
  });
}

export function useSaveBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: saveBooking, onSuccess: invalidate });
}
