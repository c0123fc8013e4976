import { blankToUndefined, isoDate, wholeNumber } from "../../common.ts";
import { z } from "../../messages.ts";
import { MONTHLY_STATUSES, PAYMENT_STATUSES } from "./rules.ts";

/** Member payments and smart tracking (part 2 §2, §3, §5, §7, §8, §9; issue 10). */

export const PAYMENT_METHODS = ["CASH", "CARD", "BANK_TRANSFER", "UPI", "CHEQUE", "OTHER"] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: "Cash",
  CARD: "Card",
  BANK_TRANSFER: "Bank Transfer",
  UPI: "UPI",
  CHEQUE: "Cheque",
  OTHER: "Other",
};
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export const monthlyStatus = z.enum(MONTHLY_STATUSES);

/** Part 2 §9: manual payment duration 1 to 24 months. */
export const MANUAL_DURATION_MIN = 1;
export const MANUAL_DURATION_MAX = 24;
export const TIMELINE_MONTHS_DEFAULT = 6;
export const TIMELINE_MONTHS_MAX = 24;
export const PAYMENTS_PAGE_SIZE_DEFAULT = 100;
export const PAYMENTS_PAGE_SIZE_MAX = 500;
export const NOTES_MAX = 2000;

/** A membership month as the clients send it: "YYYY-MM" (the Record Member Payment modal) or a date. */
export const membershipMonthInput = z.preprocess(
  (v) => (typeof v === "string" && /^\d{4}-\d{2}$/.test(v.trim()) ? `${v.trim()}-01` : blankToUndefined(v)),
  isoDate.transform((d) => `${d.slice(0, 7)}-01`),
);
export const upperMethod = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
  paymentMethod.default("CASH"),
);
/** A whole number from `min` to `max` (a year, a month, a page); blank means not given. */
export const intIn = (min: number, max: number, message?: string) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max, { invalid: message }));

// ---- shapes ----

export const memberPayment = z.object({
  id: z.number().int(),
  member: z.number().int(),
  member_name: z.string(),
  membership_month: z.string(),
  membership_month_display: z.string(),
  amount_due: z.number(),
  amount_paid: z.number(),
  remaining_amount: z.number(),
  late_fee: z.number(),
  payment_status: paymentStatus,
  payment_method: paymentMethod.nullable(),
  due_date: z.string(),
  payment_date: z.string().nullable(),
  reference_number: z.string(),
  notes: z.string(),
  /** Beyond the spec: the exact upi://pay link for what is owed (null when settled or no UPI ID is set). */
  upi_link: z.string().nullable(),
  /** Beyond the spec (decision 0291): the discount on the bill, its reason and the amount before it; null without one. */
  discount_amount: z.number().nullable(),
  discount_reason: z.string().nullable(),
  amount_before_discount: z.number().nullable(),
});
export type MemberPayment = z.infer<typeof memberPayment>;
