import type { BookingChangesInput, BookingFormInput, BookingResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateBookings } from "./use-invalidate-bookings.ts";

/** POST /api/trainers/bookings/create/ (part 2 §7's create payload). */
export const CREATE_BOOKING_PATH = "/api/trainers/bookings/create/";
/** PUT and PATCH /api/trainers/bookings/{id}/update/. */
export const updateBookingPath = (id: number) => `/api/trainers/bookings/${id}/update/`;

/** Create: part 2 §7's payload as the contract takes it; edit: only trainer, times and status (part 2 §5). */
export type SaveBooking = { id: null; input: BookingFormInput } | { id: number; input: BookingChangesInput };

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
