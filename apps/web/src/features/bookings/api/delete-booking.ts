import type { TrainerAreaDeletedResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateBookings } from "./use-invalidate-bookings.ts";

/** DELETE /api/trainers/bookings/{id}/delete/. */
export const deleteBookingPath = (id: number) => `/api/trainers/bookings/${id}/delete/`;

export function deleteBooking(id: number): Promise<TrainerAreaDeletedResponse> {
  return apiRequest<TrainerAreaDeletedResponse>(deleteBookingPath(id), { method: "DELETE" });
}

export function useDeleteBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({ mutationFn: deleteBooking, onSuccess: invalidate });
}
