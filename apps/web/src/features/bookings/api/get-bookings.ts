import { BOOKINGS_PAGE_SIZE_MAX, type ListBookingsResponse } from "@gym/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type BookingRangeQuery, bookingKeys } from "./query-keys.ts";

/**
 * GET /api/trainers/bookings/ (decision 0005): the visible range only (date_from/date_to, indexed),
 * filtered by trainer and status on the server; one page of up to 1000 bookings.
 */
export const BOOKINGS_PATH = "/api/trainers/bookings/";

export function getBookings(query: BookingRangeQuery, signal?: AbortSignal): Promise<ListBookingsResponse> {
  return apiRequest<ListBookingsResponse>(BOOKINGS_PATH, {
    query: { ...query, page_size: BOOKINGS_PAGE_SIZE_MAX },
    ...(signal ? { signal } : {}),
  });
}

export const bookingsQueryOptions = (query: BookingRangeQuery) =>
  queryOptions({
    queryKey: bookingKeys.range(query),
    queryFn: ({ signal }) => getBookings(query, signal),
    // Moving to the next month keeps this month's bookings on screen until the next arrive.
    placeholderData: keepPreviousData,
  });

export function useBookings(query: BookingRangeQuery) {
  return useQuery(bookingsQueryOptions(query));
}
