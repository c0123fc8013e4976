import type { ByMonthQuery, RenewalWindow } from "@gym/contracts";
import { invoiceKeys } from "../../../lib/invoices.ts";
import { paymentRecordKeys } from "../../../lib/member-payment-records.ts";

/**
 * Every member-payments query starts with `paymentKeys.all`, so one invalidation reloads them all. The
 * records' and invoices' keys live with those endpoints' one clients (src/lib/member-payment-records.ts,
 * src/lib/invoices.ts), which the member profile reads too.
 */
export const paymentKeys = {
  all: paymentRecordKeys.all,
  list: paymentRecordKeys.list,
  byMonth: (q: Partial<ByMonthQuery>) => [...paymentKeys.all, "by-month", q] as const,
  timeline: (memberId: number, months: number) => [...paymentKeys.all, "timeline", memberId, months] as const,
  manualQuote: (memberId: number, duration: number, paymentDate: string) =>
    [...paymentKeys.all, "manual-quote", memberId, duration, paymentDate] as const,
  invoices: invoiceKeys.list,
  settings: () => [...paymentKeys.all, "settings"] as const,
  renewals: (q: { within: RenewalWindow; page: number }) => [...paymentKeys.all, "renewals", q] as const,
  remindersToday: () => [...paymentKeys.all, "reminders-today"] as const,
  reminderSequence: () => [...paymentKeys.all, "reminder-sequence"] as const,
  reminderExclusions: () => [...paymentKeys.all, "reminder-exclusions"] as const,
};
