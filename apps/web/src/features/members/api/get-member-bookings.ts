import { useQuery } from "@tanstack/react-query";
import { bookingsQueryOptions } from "../../../lib/trainer-bookings.ts";

/** The member's trainer bookings: GET /api/trainers/bookings/?member_id= through its one client (src/lib/trainer-bookings.ts). */
export const MEMBER_HISTORY_PAGE_SIZE_BOOKINGS = 10;

export function useMemberBookings(memberId: number, page: number) {
  return useQuery(bookingsQueryOptions({ member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_BOOKINGS }));
}
