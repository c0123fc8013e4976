import type { ByMonthQuery, ListMemberPaymentsQuery } from "@gym/contracts";

/** Every member-payments query starts with `paymentKeys.all`, so one invalidation reloads them all. */
export const paymentKeys = {
  all: ["member-payments"] as const,
  list: (q: Partial<ListMemberPaymentsQuery>) => [...paymentKeys.all, "list", q] as const,
  byMonth: (q: Partial<ByMonthQuery>) => [...paymentKeys.all, "by-month", q] as const,
  timeline: (memberId: number, months: number) => [...paymentKeys.all, "timeline", memberId, months] as const,
  invoices: (q: { search?: string; member_id?: number }) => [...paymentKeys.all, "invoices", q] as const,
  settings: () => [...paymentKeys.all, "settings"] as const,
};
