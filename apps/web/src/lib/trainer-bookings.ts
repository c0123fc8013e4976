import type { BookingStatus, ListBookingsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";

/**
 * GET /api/trainers/bookings/ (decision 0005): filtered by date range (date_from/date_to, indexed),
 * trainer, status or member on the server, paged. The one client of this endpoint (decision 0233): the
 * trainer booking calendar and the member profile's Bookings list (decision 0260) read it through here,
 * under the bookings' key root, so any booking change reloads both.
 */
export const TRAINER_BOOKINGS_PATH = "/api/trainers/bookings/";

/** What a screen asks the list for: the calendar a date range, the profile one member's pages. */
export interface BookingListQuery {
  date_from?: string;
  date_to?: string;
  trainer?: number;
  status?: BookingStatus;
  member_id?: number;
  page?: number;
  page_size: number;
}

export const trainerBookingKeys = {
  all: ["bookings"] as const,
  lists: () => [...trainerBookingKeys.all, "list"] as const,
  list: (query: BookingListQuery) => [...trainerBookingKeys.lists(), query] as const,
};

export function getBookings(query: BookingListQuery, signal?: AbortSignal): Promise<ListBookingsResponse> {
  return apiRequest<ListBookingsResponse>(TRAINER_BOOKINGS_PATH, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export const bookingsQueryOptions = (query: BookingListQuery) =>
  queryOptions({
    queryKey: trainerBookingKeys.list(query),
    queryFn: ({ signal }) => getBookings(query, signal),
    // Moving to the next month (or page) keeps the current bookings on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
