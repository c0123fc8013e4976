import type { ListBookingsResponse } from "@gym/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberKeys } from "./query-keys.ts";

/** GET /api/trainers/bookings/?member_id= (designed, decision 0005): the member's trainer bookings. */
export const MEMBER_BOOKINGS_PATH = "/api/trainers/bookings/";
export const MEMBER_HISTORY_PAGE_SIZE_BOOKINGS = 10;

export function getMemberBookings(memberId: number, page: number, signal?: AbortSignal): Promise<ListBookingsResponse> {
  return apiRequest<ListBookingsResponse>(MEMBER_BOOKINGS_PATH, {
    query: { member_id: memberId, page, page_size: MEMBER_HISTORY_PAGE_SIZE_BOOKINGS },
    ...(signal ? { signal } : {}),
  });
}

export function useMemberBookings(memberId: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(memberId, "bookings", page),
    queryFn: ({ signal }) => getMemberBookings(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
}
