import {
  authFields,
  blankToUndefined,
  dbId,
  optionalIsoDate,
  optionalText,
  successBody,
  successMessageBody,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { money, optionalMoney } from "../../money.ts";
import {
  intIn,
  MANUAL_DURATION_MAX,
  MANUAL_DURATION_MIN,
  memberPayment,
  membershipMonthInput,
  monthlyStatus,
  NOTES_MAX,
  PAYMENTS_PAGE_SIZE_DEFAULT,
  PAYMENTS_PAGE_SIZE_MAX,
  paymentMethod,
  paymentStatus,
  upperMethod,
} from "./shapes.ts";
import {
  ENTER_VALID_AMOUNT,
  MANUAL_AMOUNT_DATE_REQUIRED,
  MANUAL_DURATION_RANGE,
  SELECT_MEMBER_AND_MONTH,
  SELECT_MEMBERS_TO_MARK_PAID,
} from "./texts.ts";

export * from "./periods.ts";
export * from "./reminders.ts";
export * from "./rules.ts";
export * from "./settings.ts";
export * from "./shapes.ts";
export * from "./texts.ts";
export * from "./views.ts";

/** Member payments and smart tracking (part 2 §2, §3, §5, §7, §8, §9; issue 10): the calls that write, and by-month. */

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

// ---- smart tracking ----

/**
 * by-month (decision 0188): the month's status counts are gym-wide; `members` is one page, filtered
 * by `search` (name or phone) and `payment_status` in SQL. Without paging parameters the first
 * BY_MONTH_PAGE_SIZE_DEFAULT members come back.
 */
export const BY_MONTH_PAGE_SIZE_DEFAULT = 100;
export const BY_MONTH_PAGE_SIZE_MAX = 500;
export const byMonthQuery = z.object({
  ...authFields,
  year: z.preprocess(blankToUndefined, intIn(2000, 2100).optional()),
  month: z.preprocess(blankToUndefined, intIn(1, 12).optional()),
  search: optionalText(100),
  payment_status: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim().toUpperCase()) : v),
    monthlyStatus.optional(),
  ),
  page: z.preprocess(blankToUndefined, intIn(1, 1_000_000).default(1)),
  page_size: z.preprocess(blankToUndefined, intIn(1, BY_MONTH_PAGE_SIZE_MAX).default(BY_MONTH_PAGE_SIZE_DEFAULT)),
});
export type ByMonthQuery = z.infer<typeof byMonthQuery>;

export const monthlyMember = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  member_phone: z.string(),
  member_status: z.string(),
  member_renewal_date: z.string(),
  days_left: z.number().int(),
  /** Days since the renewal date passed (0 while it has not): an overdue member's days overdue. */
  days_overdue: z.number().int(),
  plan_name: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  payment_status: monthlyStatus,
  amount_due: z.number(),
  amount_paid: z.number(),
  late_fee: z.number(),
  remaining_amount: z.number(),
  reference_number: z.string().nullable(),
  last_reminder_at: z.string().nullable(),
  upi_link: z.string().nullable(),
  /** The last day of the freeze the member is in today (decision 0258); null when not frozen. No reminders meanwhile. */
  frozen_until: z.string().nullable(),
});
export type MonthlyMember = z.infer<typeof monthlyMember>;

export const monthInfo = z.object({
  month: z.string(),
  month_name: z.string(),
  /** Every member with a record for the month, and every other member who is not suspended (decision 0188). */
  total_members: z.number().int(),
  /** The one collection rate (decision 0245): members_paid over members_billed. */
  collection_rate: z.number(),
  status_breakdown: z.record(monthlyStatus, z.number().int()),
  total_due: z.number(),
  total_paid: z.number(),
  /** Beyond the spec (decision 0245): members with a record for the month that is not cancelled. */
  members_billed: z.number().int(),
  /** Beyond the spec (decision 0245): of those, the members who have paid something towards it. */
  members_paid: z.number().int(),
  /** Beyond the spec (decision 0245): suspended members without a record, left out of total_members. */
  suspended_left_out: z.number().int(),
});
export type MonthInfo = z.infer<typeof monthInfo>;

export const byMonthResponse = successBody({
  month_info: monthInfo,
  members: z.array(monthlyMember),
  /** Members matching search and payment_status (all pages). */
  count: z.number().int(),
});
export type ByMonthResponse = z.infer<typeof byMonthResponse>;

export const autoGenerateResponse = successMessageBody({
  summary: z.object({ created_overdue: z.number().int(), created_upcoming: z.number().int() }),
});
export type AutoGenerateResponse = z.infer<typeof autoGenerateResponse>;

export const bulkMarkPaidBody = z.object({
  ...authFields,
  payment_ids: z
    .array(dbId, { error: SELECT_MEMBERS_TO_MARK_PAID })
    .min(1, { error: SELECT_MEMBERS_TO_MARK_PAID })
    .max(1000),
  payment_method: upperMethod,
  payment_date: optionalIsoDate,
});
export const bulkMarkPaidResponse = successMessageBody({
  updated_payments: z.array(memberPayment),
});
export type BulkMarkPaidResponse = z.infer<typeof bulkMarkPaidResponse>;

export const markPaidBody = z.object({
  ...authFields,
  payment_method: upperMethod,
  amount_paid: optionalMoney({ field: "amount_paid", min: 0, exclusiveMin: true, message: ENTER_VALID_AMOUNT }),
  payment_date: optionalIsoDate,
  renewal_date: optionalIsoDate,
});
export type MarkPaidBody = z.infer<typeof markPaidBody>;

export const createByMemberBody = z.object({
  ...authFields,
  member_id: dbId,
  payment_status: z.preprocess(blankToUndefined, z.literal("PAID").optional()),
  payment_method: upperMethod,
  amount_paid: money({ field: "amount_paid", min: 0, exclusiveMin: true, message: ENTER_VALID_AMOUNT }),
  payment_date: optionalIsoDate,
  renewal_date: optionalIsoDate,
});
export type CreateByMemberBody = z.infer<typeof createByMemberBody>;
