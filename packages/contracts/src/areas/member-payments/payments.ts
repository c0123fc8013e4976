import {
  authFields,
  blankToUndefined,
  dbId,
  optionalIsoDate,
  optionalText,
  requiredText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { money, optionalMoney, percentOfPaise, toPaise } from "../../money.ts";
import {
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_REASON_REQUIRED,
  DISCOUNT_VALUE_INVALID,
  ENTER_VALID_AMOUNT,
  MANUAL_AMOUNT_DATE_REQUIRED,
  MANUAL_DURATION_RANGE,
  SELECT_MEMBER_AND_MONTH,
} from "./messages.ts";
import {
  intIn,
  MANUAL_DURATION_MAX,
  MANUAL_DURATION_MIN,
  memberPayment,
  membershipMonthInput,
  NOTES_MAX,
  PAYMENTS_PAGE_SIZE_DEFAULT,
  PAYMENTS_PAGE_SIZE_MAX,
  paymentMethod,
  paymentStatus,
  upperMethod,
} from "./shapes.ts";

/** Payment records (part 2 §2, §5, §7, §8, §9; issue 10): the history list, create, update and mark-paid. */

// ---- list ----

export const listMemberPaymentsQuery = z.object({
  ...authFields,
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  payment_status: z.preprocess(blankToUndefined, paymentStatus.optional()),
  year: z.preprocess(blankToUndefined, intIn(2000, 2100).optional()),
  month: z.preprocess(blankToUndefined, intIn(1, 12).optional()),
  search: optionalText(100),
  page: z.preprocess(blankToUndefined, intIn(1, 1_000_000).default(1)),
  page_size: z.preprocess(blankToUndefined, intIn(1, PAYMENTS_PAGE_SIZE_MAX).default(PAYMENTS_PAGE_SIZE_DEFAULT)),
});
export type ListMemberPaymentsQuery = z.infer<typeof listMemberPaymentsQuery>;

export const listMemberPaymentsResponse = successMessageBody({
  payments: z.array(memberPayment),
  count: z.number().int(),
});
export type ListMemberPaymentsResponse = z.infer<typeof listMemberPaymentsResponse>;

// ---- create / update ----

/**
 * POST create/ in its two documented shapes: the history screen's member_id + membership_month +
 * amount_paid, and the manual screen's amount + payment_date + description + auto_renewal + duration.
 */
export const createMemberPaymentBody = z
  .object({
    ...authFields,
    member_id: z.preprocess(blankToUndefined, dbId.optional()),
    membership_month: z.preprocess(blankToUndefined, membershipMonthInput.optional()),
    amount_paid: optionalMoney({ field: "amount_paid" }),
    payment_method: upperMethod,
    notes: optionalText(NOTES_MAX),
    amount: optionalMoney({ field: "amount", min: 0, exclusiveMin: true, message: ENTER_VALID_AMOUNT }),
    payment_date: optionalIsoDate,
    description: optionalText(NOTES_MAX),
    auto_renewal: z.preprocess(
      blankToUndefined,
      z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
    ),
    duration: z.preprocess(
      blankToUndefined,
      intIn(MANUAL_DURATION_MIN, MANUAL_DURATION_MAX, MANUAL_DURATION_RANGE).optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.member_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["member_id"], message: SELECT_MEMBER_AND_MONTH });
      return;
    }
    const manual = body.amount !== undefined || body.duration !== undefined || body.auto_renewal !== undefined;
    if (manual) {
      if (body.amount === undefined || body.payment_date === undefined)
        ctx.addIssue({ code: "custom", path: ["amount"], message: MANUAL_AMOUNT_DATE_REQUIRED });
    } else if (body.membership_month === undefined) {
      ctx.addIssue({ code: "custom", path: ["membership_month"], message: SELECT_MEMBER_AND_MONTH });
    }
  });
export type CreateMemberPaymentBody = z.infer<typeof createMemberPaymentBody>;

/** The history screen's form, as the web validates it before sending. */
export const memberPaymentForm = z.object({
  member_id: dbId,
  membership_month: membershipMonthInput,
  amount_paid: optionalMoney({ field: "amount_paid" }),
  payment_method: upperMethod,
  notes: optionalText(NOTES_MAX),
});

/** PUT {id}/update/: the same body; member and month cannot change (the edit form disables them). */
export const updateMemberPaymentBody = z.object({
  ...authFields,
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  membership_month: z.preprocess(blankToUndefined, membershipMonthInput.optional()),
  amount_paid: optionalMoney({ field: "amount_paid" }),
  payment_method: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
    paymentMethod.optional(),
  ),
  payment_date: optionalIsoDate,
  notes: optionalText(NOTES_MAX),
  payment_status: z.preprocess(blankToUndefined, paymentStatus.optional()),
});
export type UpdateMemberPaymentBody = z.infer<typeof updateMemberPaymentBody>;

export const memberPaymentResponse = successMessageBody({
  payment: memberPayment,
});
export type MemberPaymentResponse = z.infer<typeof memberPaymentResponse>;

export const markPaidBody = z.object({
  ...authFields,
  payment_method: upperMethod,
  amount_paid: optionalMoney({ field: "amount_paid", min: 0, exclusiveMin: true, message: ENTER_VALID_AMOUNT }),
  payment_date: optionalIsoDate,
  renewal_date: optionalIsoDate,
});
export type MarkPaidBody = z.infer<typeof markPaidBody>;

/**
 * GET manual-quote/?member_id=&duration=N (designed, decision 0241): what the manual screen's "duration N"
 * costs on `payment_date` (default today), as create/ counts it: the member's open bills (oldest first, up
 * to N) with what remains on each, late fee included, then the next bills at the plan's amount (the first
 * bill with its admission fee). The most create/ accepts for those N terms.
 */
export const manualQuoteQuery = z.object({
  ...authFields,
  member_id: dbId,
  duration: z.preprocess(
    blankToUndefined,
    intIn(MANUAL_DURATION_MIN, MANUAL_DURATION_MAX, MANUAL_DURATION_RANGE).default(MANUAL_DURATION_MIN),
  ),
  payment_date: optionalIsoDate,
});
export type ManualQuoteQuery = z.infer<typeof manualQuoteQuery>;

export const manualQuote = z.object({
  member_id: z.number().int(),
  duration: z.number().int(),
  /** What remains on the open bills among the N terms (late fees included). */
  open_amount: z.number(),
  open_bills: z.number().int(),
  /** Terms still to be billed, and what they charge together (a first bill with the admission fee). */
  new_terms: z.number().int(),
  new_amount: z.number().nullable(),
  /** open_amount + new_amount: the exact amount to fill; null when a new term has no amount (no plan). */
  total: z.number().nullable(),
});
export type ManualQuote = z.infer<typeof manualQuote>;
export const manualQuoteResponse = successBody({ quote: manualQuote });
export type ManualQuoteResponse = z.infer<typeof manualQuoteResponse>;

// ---- discount (issue 23 §4, decision 0291) ----

export const DISCOUNT_KINDS = ["AMOUNT", "PERCENT"] as const;
export const discountKind = z.enum(DISCOUNT_KINDS);
export type DiscountKind = z.infer<typeof discountKind>;
export const DISCOUNT_REASON_MAX = 200;

/**
 * POST {id}/discount/: an amount in rupees or a percent (above 0, at most 100) of the bill's amount before
 * any discount, with a reason. A second discount replaces the first.
 */
export const discountBody = z
  .object({
    ...authFields,
    kind: discountKind,
    value: money({ field: "value", min: 0, exclusiveMin: true, message: DISCOUNT_VALUE_INVALID }),
    reason: requiredText("reason", DISCOUNT_REASON_MAX, DISCOUNT_REASON_REQUIRED),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "PERCENT" && toPaise(body.value) > 100_00)
      ctx.addIssue({ code: "custom", path: ["value"], message: DISCOUNT_PERCENT_MAX });
  });
export type DiscountBody = z.infer<typeof discountBody>;

/** DELETE {id}/discount/ (decision 0293): removes the bill's discount; no body (the auth fields at most). */
export const removeDiscountBody = z.object(authFields).nullish();

/** The discount in paise: the amount, or the percent of `beforePaise` rounded half up to the paisa. */
export function discountPaise(kind: DiscountKind, value: string, beforePaise: number): number {
  return kind === "AMOUNT" ? toPaise(value) : percentOfPaise(beforePaise, Number(value));
}
