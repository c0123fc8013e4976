import { authFields, blankToUndefined, dbId, optionalText, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import {
  intIn,
  PAYMENTS_PAGE_SIZE_DEFAULT,
  PAYMENTS_PAGE_SIZE_MAX,
  paymentMethod,
  paymentStatus,
  TIMELINE_MONTHS_DEFAULT,
  TIMELINE_MONTHS_MAX,
} from "./shapes.ts";

/** The read-only views of member payments: timeline, invoices, the payment screens' member list. */

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
export const timelineResponse = successBody({
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
  /** Beyond the spec: the "payment received" WhatsApp message for this invoice (null without a mobile number). */
  whatsapp_url: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const listInvoicesResponse = successBody({
  invoices: z.array(invoice),
  count: z.number().int(),
});
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponse>;
export const downloadInvoiceResponse = successBody({
  invoice: z.object({ pdf_base64: z.string(), filename: z.string() }),
});
export type DownloadInvoiceResponse = z.infer<typeof downloadInvoiceResponse>;

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
export const gymMembersResponse = successBody({ data: z.array(gymMember) });
