import type { BookingResponse, BookingStatus } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { updateBookingPath } from "./save-booking.ts";
import { useInvalidateBookings } from "./use-invalidate-bookings.ts";

/** PATCH /api/trainers/bookings/{id}/update/: a status along the offered transitions, or the payment flag. */
export type BookingPatch = { id: number; status: BookingStatus } | { id: number; payment_status: boolean };

export function patchBooking({ id, ...change }: BookingPatch): Promise<BookingResponse> {
  return apiRequest<BookingResponse>(updateBookingPath(id), { method: "PATCH", body: change });
}

export function usePatchBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: patchBooking, onSuccess: invalidate });
}
