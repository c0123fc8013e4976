import { blankToUndefined } from "../../common.ts";
import { z } from "../../messages.ts";
import { checkRange } from "../expenses/fields.ts";
import { listTransactionsQuery } from "../expenses/transactions.ts";
import { listInvoicesQuery } from "../member-payments/invoices.ts";
import { listMemberPaymentsQuery } from "../member-payments/payments.ts";
import { membersListQuery } from "../members/index.ts";
import { EXPORT_FORMAT_INVALID, EXPORT_FORMATS } from "./gst-pack.ts";

/**
 * Lists export what they show (issue 27 §5, decision 0277): the list's own filters, no paging, and
 * `format` csv (default) or xlsx.
 */
const format = z.preprocess(blankToUndefined, z.enum(EXPORT_FORMATS, { error: EXPORT_FORMAT_INVALID }).default("csv"));

const { page: _mp, page_size: _ms, ...memberFilters } = membersListQuery.shape;
export const membersExportQuery = z.object({ ...memberFilters, format });
export type MembersExportQuery = z.infer<typeof membersExportQuery>;

const { page: _ip, page_size: _is, ...invoiceFilters } = listInvoicesQuery.shape;
export const invoicesExportQuery = z.object({ ...invoiceFilters, format });
export type InvoicesExportQuery = z.infer<typeof invoicesExportQuery>;

const { page: _pp, page_size: _ps, ...paymentFilters } = listMemberPaymentsQuery.shape;
export const paymentsExportQuery = z.object({ ...paymentFilters, format });
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuery>;

const { page: _tp, page_size: _ts, ...transactionFilters } = listTransactionsQuery.shape;
export const transactionsExportQuery = z.object({ ...transactionFilters, format }).superRefine(checkRange);
export type TransactionsExportQuery = z.infer<typeof transactionsExportQuery>;

export const MEMBERS_EXPORT_HEADER = [
  "Member code",
  "First name",
  "Last name",
  "Phone",
  "Email",
  "Gender",
  "Date of birth",
  "Joining date",
  "Renewal date",
  "Status",
  "Days left",
  "GSTIN",
  "Address",
  "Emergency contact",
] as const;

export const INVOICES_EXPORT_HEADER = [
  "Invoice number",
  "Payment date",
  "Member",
  "Phone",
  "Membership period",
  "Payment method",
  "Amount",
  "Void",
  "Credit note",
] as const;

export const TRANSACTIONS_EXPORT_HEADER = [
  "Date",
  "Type",
  "Category",
  "Title",
  "Description",
  "Member",
  "Payment method",
  "Reference number",
  "Amount",
  "Notes",
] as const;

export const PAYMENTS_EXPORT_HEADER = [
  "Reference number",
  "Member",
  "Membership month",
  "Due date",
  "Status",
  "Amount due",
  "Late fee",
  "Amount paid",
  "Remaining",
  "Payment method",
  "Payment date",
  "Notes",
] as const;
