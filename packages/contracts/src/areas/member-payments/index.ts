import { authFields, blankToUndefined, dbId, isoDate, optionalIsoDate, optionalText } from "../../common.ts";
import { z } from "../../messages.ts";
import { money, optionalMoney } from "../../money.ts";
import { MONTHLY_STATUSES, PAYMENT_STATUSES } from "./rules.ts";

export * from "./rules.ts";

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

// The spec's texts (part 2 §5, §8).
export const SELECT_MEMBER_AND_MONTH = "Please select member and membership month";
export const ENTER_VALID_AMOUNT = "Please enter a valid amount";
export const SELECT_MEMBERS_TO_MARK_PAID = "Please select members to mark as paid";
export const INVALID_PAYMENT_ID = "Invalid payment id. Please refresh and try again.";
export const MEMBER_PAYMENT_RECORDED = "Member payment recorded successfully";
export const NO_PAYMENT_RECORDS = "No Payment Records Found";
export const NO_INVOICES_FOUND = "No invoices found";
export const FAILED_TO_FETCH_MEMBER_PAYMENTS = "Failed to fetch member payments";
export const FAILED_TO_RECORD_MEMBER_PAYMENT = "Failed to record member payment";
export const FAILED_TO_CREATE_PAYMENT_RECORD = "Failed to create payment record";
export const FAILED_TO_UPDATE_PAYMENT_RECORD = "Failed to update payment record";
export const FAILED_TO_FETCH_MONTHLY_PAYMENTS = "Failed to fetch monthly payment data";
export const FAILED_TO_AUTO_GENERATE = "Failed to auto-generate payment records";
export const FAILED_TO_BULK_MARK_PAID = "Failed to bulk mark payments as paid";
export const FAILED_TO_MARK_PAID = "Failed to mark payment as paid";
export const FAILED_TO_FETCH_INVOICES = "Failed to fetch invoices";
export const FAILED_TO_DOWNLOAD_INVOICE = "Failed to download invoice";
export const FAILED_TO_FETCH_TIMELINE = "Failed to fetch member timeline";
export const FAILED_TO_FETCH_PAYMENT_MEMBERS = "Failed to fetch members";
export const FAILED_TO_RECORD_PAYMENT = "Failed to record payment";
export const MANUAL_DURATION_RANGE = "Duration must be a whole number of months from 1 to 24";
export const MANUAL_AMOUNT_DATE_REQUIRED = "Amount and payment date are required";
// Texts the spec leaves open (docs/decisions/0180-0186).
export const PAYMENT_EXISTS_FOR_MONTH = "A payment record already exists for this member and month";
export const MONTH_TOO_FAR_AHEAD = "The membership month can be at most next month";
export const AMOUNT_ABOVE_REMAINING = "The amount is more than what is owed for this month";
export const PAYMENT_ALREADY_SETTLED = "This payment is already fully paid";
export const PAYMENT_CANCELLED = "This payment is cancelled";
export const AMOUNT_PAID_CANNOT_DECREASE = "Amount paid cannot be lowered below what was already received";
export const MEMBER_HAS_NO_PLAN = "This member has no plan amount; set a plan or a gym default first";
export const PAYMENT_MEMBER_NOT_FOUND = "Member not found";
export const INVOICE_NOT_FOUND = "Invoice not found";
export const PAYMENT_RECORD_CREATED = "Payment record created successfully";
export const PAYMENT_RECORD_UPDATED = "Payment record updated successfully";
export const paymentsMarkedPaid = (n: number) => `${n} payment(s) marked as paid`;

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
const upperMethod = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
  paymentMethod.default("CASH"),
);
const intIn = (min: number, max: number, message?: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

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
});
export type MemberPayment = z.infer<typeof memberPayment>;

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

export const listMemberPaymentsResponse = z.object({
  success: z.literal(true),
  payments: z.array(memberPayment),
  count: z.number().int(),
  message: z.string(),
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

export const memberPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: memberPayment,
});
export type MemberPaymentResponse = z.infer<typeof memberPaymentResponse>;

// ---- smart tracking ----

export const byMonthQuery = z.object({
  ...authFields,
  year: z.preprocess(blankToUndefined, intIn(2000, 2100).optional()),
  month: z.preprocess(blankToUndefined, intIn(1, 12).optional()),
});

export const monthlyMember = z.object({
  member_id: z.number().int(),
  member_code: z.string(),
  member_name: z.string(),
  member_phone: z.string(),
  member_status: z.string(),
  member_renewal_date: z.string(),
  days_left: z.number().int(),
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
});
export type MonthlyMember = z.infer<typeof monthlyMember>;

export const monthInfo = z.object({
  month: z.string(),
  month_name: z.string(),
  total_members: z.number().int(),
  collection_rate: z.number(),
  status_breakdown: z.record(monthlyStatus, z.number().int()),
  total_due: z.number(),
  total_paid: z.number(),
});

export const byMonthResponse = z.object({
  success: z.literal(true),
  month_info: monthInfo,
  members: z.array(monthlyMember),
});
export type ByMonthResponse = z.infer<typeof byMonthResponse>;

export const autoGenerateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  summary: z.object({ created_overdue: z.number().int(), created_upcoming: z.number().int() }),
});

export const bulkMarkPaidBody = z.object({
  ...authFields,
  payment_ids: z
    .array(dbId, { error: SELECT_MEMBERS_TO_MARK_PAID })
    .min(1, { error: SELECT_MEMBERS_TO_MARK_PAID })
    .max(1000),
  payment_method: upperMethod,
  payment_date: optionalIsoDate,
});
export const bulkMarkPaidResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  updated_payments: z.array(memberPayment),
});

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

// ---- timeline ----

export const timelineQuery = z.object({
  ...authFields,
  member_id: dbId,
  months: z.preprocess(blankToUndefined, intIn(1, TIMELINE_MONTHS_MAX).default(TIMELINE_MONTHS_DEFAULT)),
});
export const timelineEntry = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  month: z.string(),
  month_name: z.string(),
  status: paymentStatus,
  amount_paid: z.number(),
  amount_due: z.number(),
  late_fee: z.number(),
  remaining_amount: z.number(),
  payment_date: z.string().nullable(),
  payment_method: paymentMethod.nullable(),
  reference_number: z.string(),
  upi_link: z.string().nullable(),
  invoices: z.array(z.object({ invoice_id: z.number().int(), invoice_number: z.string(), amount: z.number() })),
});
export const timelineResponse = z.object({
  success: z.literal(true),
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    current_plan: z.string(),
    plan_amount: z.number().nullable(),
    status: z.string(),
    renewal_date: z.string(),
    days_left: z.number().int(),
    phone: z.string(),
  }),
  payment_timeline: z.array(timelineEntry),
});
export type TimelineResponse = z.infer<typeof timelineResponse>;

// ---- invoices ----

export const listInvoicesQuery = z.object({
  ...authFields,
  search: optionalText(100),
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  page: z.preprocess(blankToUndefined, intIn(1, 1_000_000).default(1)),
  page_size: z.preprocess(blankToUndefined, intIn(1, PAYMENTS_PAGE_SIZE_MAX).default(PAYMENTS_PAGE_SIZE_DEFAULT)),
});
export const invoice = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  payment_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string(),
  amount: z.number(),
  membership_period: z.string(),
  payment_method: paymentMethod,
  payment_date: z.string(),
});
export type Invoice = z.infer<typeof invoice>;
export const listInvoicesResponse = z.object({
  success: z.literal(true),
  invoices: z.array(invoice),
  count: z.number().int(),
});
export const downloadInvoiceResponse = z.object({
  success: z.literal(true),
  invoice: z.object({ pdf_base64: z.string(), filename: z.string() }),
});

// ---- members for the payment screens ----

export const gymMembersQuery = z.object({
  ...authFields,
  search: optionalText(100),
  limit: z.preprocess(blankToUndefined, intIn(1, 500).default(100)),
});
export const gymMember = z.object({
  id: z.number().int(),
  member_id: z.string(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  renewal_date: z.string(),
  days_left: z.number().int(),
  plan_name: z.string().nullable(),
  membership_type: z.string(),
  amount: z.number().nullable(),
});
export type GymMember = z.infer<typeof gymMember>;
export const gymMembersResponse = z.object({ success: z.literal(true), data: z.array(gymMember) });
