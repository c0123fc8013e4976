import type { BookingStatus } from "@gym/contracts";

/** The calendar's question: a date range, optionally one trainer and one status. */
export interface BookingRangeQuery {
  date_from: string;
  date_to: string;
  trainer?: number;
  status?: BookingStatus;
}

export const bookingKeys = {
  all: ["bookings"] as const,
  range: (query: BookingRangeQuery) => [...bookingKeys.all, "range", query] as const,
};
