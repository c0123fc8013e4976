import { authFields, blankToUndefined } from "../../common.ts";
import { daysInMonth } from "../../dates.ts";
import { z } from "../../messages.ts";
import { MONTH_NAMES, monthName } from "../member-payments/rules.ts";

/**
 * The accountant's GST pack (issue 27 §5, decision 0276): the invoice register, GSTR-1's B2CS summary
 * and its B2B rows for a month (`2026-11`) or a financial-year quarter (`2026-27-Q3`, October to
 * December 2026), as one XLSX workbook or one CSV per table.
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const GST_PACK_TABLES = ["register", "b2cs", "b2b", "credit-notes"] as const;
export type GstPackTable = (typeof GST_PACK_TABLES)[number];

export const GST_PACK_PERIOD_REQUIRED = "Choose a month (like 2026-11) or a quarter (like 2026-27-Q3)";
export const GST_PACK_PERIOD_INVALID =
  "The period must be a month like 2026-11 or a financial-year quarter like 2026-27-Q3 (Q1 is April to June)";
export const EXPORT_FORMAT_INVALID = "The format must be csv or xlsx";
export const GST_PACK_TABLE_INVALID = "The table must be register, b2cs, b2b or credit-notes";
export const FAILED_TO_EXPORT_GST_PACK = "Failed to download the GST pack";

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

export const gstPackQuery = z.object({
  ...authFields,
  period: z.preprocess(
    blankToUndefined,
    z.string({ error: GST_PACK_PERIOD_REQUIRED }).max(12, { error: GST_PACK_PERIOD_INVALID }),
  ),
  /** Default xlsx. */
  format: choice(EXPORT_FORMATS, EXPORT_FORMAT_INVALID),
  /** CSV only: which table (default register); the workbook holds all three. */
  table: choice(GST_PACK_TABLES, GST_PACK_TABLE_INVALID),
});
export type GstPackQuery = z.infer<typeof gstPackQuery>;

export interface GstPeriod {
  /** As asked: "2026-11" or "2026-27-Q3". */
  period: string;
  kind: "month" | "quarter";
  from: string;
  to: string;
  /** "November 2026", "Q3 2026-27 (October to December 2026)". */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (year: number, month: number) => `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;

/**
 * A period's days, or null when it is not one: `YYYY-MM` (a calendar month) or `YYYY-YY-Qn`, a quarter
 * of the financial year April to March (Q1 April-June, Q2 July-September, Q3 October-December, Q4
 * January-March of the second year), the year written as in the invoice serials (decision 0221).
 */
export function gstPeriod(period: string): GstPeriod | null {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) {
    const year = Number(month[1]);
    const m = Number(month[2]);
    if (year < 2000 || m < 1 || m > 12) return null;
    return {
      period,
      kind: "month",
      from: `${year}-${pad(m)}-01`,
      to: lastDay(year, m),
      label: monthName(`${year}-${pad(m)}-01`),
    };
  }
  const quarter = /^(\d{4})-(\d{2})-Q([1-4])$/.exec(period);
  if (!quarter) return null;
  const year = Number(quarter[1]);
  if (year < 2000 || Number(quarter[2]) !== (year + 1) % 100) return null;
  const q = Number(quarter[3]);
  const startMonth = ((q * 3) % 12) + 1; // Q1 → 4, Q2 → 7, Q3 → 10, Q4 → 1
  const startYear = q === 4 ? year + 1 : year;
  const endMonth = startMonth + 2;
  return {
    period,
    kind: "quarter",
    from: `${startYear}-${pad(startMonth)}-01`,
    to: lastDay(startYear, endMonth),
    label: `Q${q} ${year}-${pad((year + 1) % 100)} (${MONTH_NAMES[startMonth - 1]} to ${MONTH_NAMES[endMonth - 1]} ${startYear})`,
  };
}

/** The register's columns: one row per receipt issued in the period (decision 0276). */
export const GST_REGISTER_HEADER = [
  "Document",
  "Invoice number",
  "Invoice date",
  "Member code",
  "Member",
  "Recipient GSTIN",
  "Place of supply",
  "SAC",
  "GST rate %",
  "Taxable value",
  "CGST",
  "SGST",
  "Total",
  "Status",
] as const;

/**
 * The credit notes issued in the period (decision 0335): one per voided tax invoice, dated by the void's
 * day, its amounts those of the invoice it cancels (positive: the value credited). A row with a recipient
 * GSTIN is GSTR-1 table 9B (CDNR); the others are netted in B2CS.
 */
export const GST_CREDIT_NOTES_HEADER = [
  "Credit note number",
  "Credit note date",
  "Original invoice number",
  "Original invoice date",
  "Member code",
  "Member",
  "Recipient GSTIN",
  "Place of supply",
  "GST rate %",
  "Taxable value",
  "CGST",
  "SGST",
  "Total",
  "Reason",
] as const;

/** A voided receipt's status in the register: "Cancelled by CN/26-27/0001 on 05-Nov-2026" (decision 0335). */
export const CANCELLED_STATUS = "Cancelled";

/**
 * GSTR-1 table 7 (B2C small), one row per place of supply and rate; the gym's supplies are intra-state.
 * Net of the credit notes issued in the period against such invoices (decision 0335).
 */
export const GST_B2CS_HEADER = [
  "Type",
  "Place of supply",
  "Rate %",
  "Invoices",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Cess",
  "E-commerce GSTIN",
] as const;

/** GSTR-1 table 4A (B2B), one row per tax invoice to a recipient with a GSTIN. */
export const GST_B2B_HEADER = [
  "GSTIN of recipient",
  "Receiver name",
  "Invoice number",
  "Invoice date",
  "Invoice value",
  "Place of supply",
  "Reverse charge",
  "Invoice type",
  "Rate %",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Cess",
] as const;

export const TAX_INVOICE_DOCUMENT = "Tax invoice";
export const PAYMENT_RECEIPT_DOCUMENT = "Payment receipt (no GST)";
