import type { BookingStatus } from "@gym/contracts";
import { trainerBookingKeys } from "../../../lib/trainer-bookings.ts";

/** The calendar's question: a date range, optionally one trainer and one status. */
export interface BookingRangeQuery {
  date_from: string;
  date_to: string;
  trainer?: number;
  status?: BookingStatus;
}

/** The bookings' keys live with the endpoint's one client (src/lib/trainer-bookings.ts). */
export const bookingKeys = {
  all: trainerBookingKeys.all,
};
