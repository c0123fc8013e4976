import { authFields, blankToUndefined, dbId, optionalText, requiredText, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { VOID_REASON_REQUIRED, VOID_REASON_TOO_SHORT } from "./messages.ts";
import { intIn, PAYMENTS_PAGE_SIZE_DEFAULT, PAYMENTS_PAGE_SIZE_MAX, paymentMethod } from "./shapes.ts";

/** Invoices (part 2 §7): the receipts as invoices, listed and downloaded as PDF; read-only. */

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
  /** Beyond the spec (decision 0334): the receipt was voided; it keeps its number, with the reason. */
  voided: z.boolean(),
  void_reason: z.string().nullable(),
  /** The credit note of a voided tax invoice (CN/26-27/0001), else null. */
  credit_note_number: z.string().nullable(),
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

// ---- voiding a receipt (issue 25 §4, decision 0334) ----

export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 500;
/** POST /api/expenses/invoices/{id}/void/: why (3-500 characters, kept on the void and the credit note). */
export const voidInvoiceBody = z.object({
  ...authFields,
  reason: requiredText("reason", VOID_REASON_MAX, VOID_REASON_REQUIRED).refine((r) => r.length >= VOID_REASON_MIN, {
    error: VOID_REASON_TOO_SHORT,
  }),
});
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBody>;
export type VoidInvoiceInput = z.input<typeof voidInvoiceBody>;
export const voidInvoiceResponse = successBody({
  message: z.string(),
  invoice: invoice.omit({ whatsapp_url: true }),
});
export type VoidInvoiceResponse = z.infer<typeof voidInvoiceResponse>;
