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
import { SELECT_MEMBERS_TO_MARK_PAID } from "./messages.ts";
import { intIn, memberPayment, monthlyStatus, upperMethod } from "./shapes.ts";

/** Smart tracking (part 2 §3, §7; issue 10): the month's view, auto-generate and bulk mark-paid. */

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
