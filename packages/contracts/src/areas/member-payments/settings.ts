import { authFields, blankToUndefined, decimalNumber, successMessageBody, wholeNumber } from "../../common.ts";
import { optionalGstin } from "../../gstin.ts";
import { z } from "../../messages.ts";
import { decimalPlaces, decimalText, optionalMoney } from "../../money.ts";
import { normaliseIndianMobile } from "../../phone.ts";
import { GST_RATE_INVALID, GYM_PHONE_INVALID, SAC_INVALID, UPI_VPA_INVALID } from "./messages.ts";

/**
 * The gym's payment settings (issue 10 ★2-★4; designed paths, decision 0187): the default plan,
 * what invoices print (address, phone, state, GSTIN, SAC, GST rate), the UPI payee, and the
 * WhatsApp message templates with their placeholders.
 */

/** Receipts dated more than this many days back need a manager or the owner, unless the gym sets its own (decision 0324). */
export const DEFAULT_BACKDATE_DAYS = 3;
export const BACKDATE_DAYS_MAX = 365;
export const BACKDATE_DAYS_INVALID = `Days back must be a whole number from 0 to ${BACKDATE_DAYS_MAX}`;
/** The 403 when the desk dates a receipt further back than the gym allows (issue 25 §4). */
export const receiptTooFarBack = (days: number) =>
  `Only a manager or the owner may record a payment dated more than ${days === 1 ? "1 day" : `${days} days`} back`;
/** Roles that may date a receipt any day back (decision 0324). */
export const BACKDATE_ROLES = ["OWNER", "MANAGER"] as const;

/** A UPI virtual payment address: handle@provider. */
export const UPI_VPA_PATTERN = /^[a-zA-Z0-9._-]{2,200}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const TEMPLATE_MAX = 1000;
export const DEFAULT_SAC_CODE = "999723";
/**
 * GST on fitness centres and health clubs (SAC 999723, "physical well-being services"): 5% without
 * input tax credit since 22 September 2025 (18% before). A gym whose rate is blank follows this
 * default, so a later change of the law is one line here (decision 0220).
 */
export const DEFAULT_GST_RATE = 5;
/** The settings screen's one sentence under the rate: what the default is and why. */
export const GST_RATE_DEFAULT_NOTE = `Blank means ${DEFAULT_GST_RATE}%: GST on gyms and health clubs (SAC 999723) is ${DEFAULT_GST_RATE}% without input tax credit since 22 September 2025.`;

/** The rate a gym's invoices use: its own, or the default while it has none. */
export function gstRateOf(ownRate: number | null | undefined): number {
  return ownRate ?? DEFAULT_GST_RATE;
}

/** Placeholders a template may use; each is replaced by the member's figure (reminders.ts). */
export const TEMPLATE_PLACEHOLDERS = [
  "member_name",
  "gym_name",
  "month",
  "amount",
  "due_date",
  "late_fee",
  "upi_link",
  "reference",
  "amount_paid",
  "invoice_number",
  "member_link",
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const TEMPLATE_KINDS = ["due_soon", "overdue", "received"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Used while the gym's own template is blank. A line whose placeholder has no value is left out. */
export const DEFAULT_TEMPLATES: Record<TemplateKind, string> = {
  due_soon: [
    "Hello {member_name}, this is a reminder from {gym_name}.",
    "Your membership fee for {month} of {amount} is due on {due_date}.",
    "Pay by UPI: {upi_link}",
    "Reference: {reference}",
    "Your membership page: {member_link}",
    "Thank you!",
  ].join("\n"),
  overdue: [
    "Hello {member_name}, your {gym_name} membership fee for {month} was due on {due_date}.",
    // Two lines: without a late fee (still in the grace days) the amount is said all the same.
    "Amount due now: {amount}.",
    "This includes the late fee of {late_fee}.",
    "Pay by UPI: {upi_link}",
    "Reference: {reference}",
    "Your membership page: {member_link}",
    "Please pay at the earliest. Thank you!",
  ].join("\n"),
  received: [
    "Thank you {member_name}! {gym_name} received {amount_paid} for your membership ({month}).",
    "Invoice: {invoice_number}",
  ].join("\n"),
};

/** Text the form may leave blank: blank, null or absent is "" (not set), so the document marks it optional. */
const text = (max: number) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(max)
      .optional()
      .transform((v) => v ?? ""),
  );
const nullableText = (max: number, pattern?: RegExp, message?: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : (v ?? undefined)),
    (pattern
      ? z
          .string()
          .trim()
          .max(max)
          .regex(pattern, message ? { error: message } : undefined)
      : z.string().trim().max(max)
    )
      .optional()
      .transform((v) => v ?? null),
  );

export const paymentSettingsFields = z.object({
  default_plan_name: nullableText(100),
  default_plan_amount: optionalMoney({ field: "default_plan_amount" }).transform((v) => v ?? null),
  gym_address: text(500),
  /**
   * Printed on invoices: blank, or an Indian number, 10 digits once spaces, dashes, dots, brackets and a
   * +91 or 0 prefix are dropped (a mobile, or a landline with its STD code: "080 4123 4567").
   */
  gym_phone: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: GYM_PHONE_INVALID })
      .trim()
      .max(20, { error: GYM_PHONE_INVALID })
      .refine((v) => v === "" || normaliseIndianMobile(v) !== null, { error: GYM_PHONE_INVALID })
      .optional()
      .transform((v) => v ?? ""),
  ),
  gym_state: text(50),
  gstin: optionalGstin,
  sac_code: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : (v ?? undefined)),
    z
      .string({ error: SAC_INVALID })
      .regex(/^\d{4,8}$/, { error: SAC_INVALID })
      .default(DEFAULT_SAC_CODE),
  ),
  /** Blank: the gym follows DEFAULT_GST_RATE (null is stored); a number is the gym's own rate. */
  gst_rate: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : (v ?? undefined)),
    decimalNumber(0, 28, { invalid: GST_RATE_INVALID })
      // At most two decimals; a number JavaScript writes in exponent form (1e-7) is no percent here.
      .refine((n) => decimalPlaces(decimalText(n) ?? "0.000") <= 2, { error: GST_RATE_INVALID })
      .optional()
      .transform((n) => n ?? null),
  ),
  upi_vpa: nullableText(100, UPI_VPA_PATTERN, UPI_VPA_INVALID),
  upi_payee_name: nullableText(100),
  template_due_soon: text(TEMPLATE_MAX),
  template_overdue: text(TEMPLATE_MAX),
  template_received: text(TEMPLATE_MAX),
  /**
   * Days back the front desk may date a receipt; further back needs a manager or the owner (issue 25 §4,
   * decision 0324). Absent: unchanged (a form that does not show it keeps the gym's value).
   */
  backdate_days: z.preprocess(
    blankToUndefined,
    wholeNumber(0, BACKDATE_DAYS_MAX, { invalid: BACKDATE_DAYS_INVALID }).optional(),
  ),
});
export type PaymentSettingsFields = z.infer<typeof paymentSettingsFields>;
/** What the settings form holds before parsing (every field as the inputs give it). */
export type PaymentSettingsInput = z.input<typeof paymentSettingsFields>;

/** PUT /api/expenses/payment-settings/update/: the whole form (blank fields mean "not set"). */
export const updatePaymentSettingsBody = paymentSettingsFields.extend(authFields);

export const paymentSettings = z.object({
  default_plan_name: z.string().nullable(),
  default_plan_amount: z.number().nullable(),
  gym_address: z.string(),
  gym_phone: z.string(),
  gym_state: z.string(),
  gstin: z.string().nullable(),
  sac_code: z.string(),
  /** The gym's own rate; null while it follows the default (`default_gst_rate`). */
  gst_rate: z.number().nullable(),
  upi_vpa: z.string().nullable(),
  upi_payee_name: z.string().nullable(),
  template_due_soon: z.string(),
  template_overdue: z.string(),
  template_received: z.string(),
  backdate_days: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;

export const paymentSettingsResponse = successMessageBody({
  settings: paymentSettings,
  /** The texts used while a template is blank, and the placeholders a template may use. */
  default_templates: z.object({ due_soon: z.string(), overdue: z.string(), received: z.string() }),
  /** The rate invoices use while `settings.gst_rate` is null. */
  default_gst_rate: z.number(),
  placeholders: z.array(z.string()),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponse>;
