import { BOOKINGS_PAGE_SIZE_MAX } from "@gym/contracts";
import { useQuery } from "@tanstack/react-query";
import { bookingsQueryOptions } from "../../../lib/trainer-bookings.ts";
import type { BookingRangeQuery } from "./query-keys.ts";

/**
 * GET /api/trainers/bookings/ through its one client (src/lib/trainer-bookings.ts): the visible range
 * only, filtered by trainer and status on the server; one page of up to 1000 bookings.
 */
export function useBookings(range: BookingRangeQuery) {
  return useQuery(bookingsQueryOptions({ ...range, page_size: BOOKINGS_PAGE_SIZE_MAX }));
}
