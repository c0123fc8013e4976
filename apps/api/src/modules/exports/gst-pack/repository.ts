import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

/** One receipt of the register, its amounts split in SQL (rupees as exact text, e.g. "1428.57"). */
export interface RegisterRow {
  id: number;
  invoice_number: string;
  invoice_date: string;
  member_code: string;
  member_name: string;
  supplier_gstin: string | null;
  recipient_gstin: string | null;
  sac_code: string | null;
  gst_rate: string | null;
  taxable: string;
  cgst: string;
  sgst: string;
  total: string;
  /** The void (decision 0335), whenever it happened: null while the receipt stands. */
  voided_on: string | null;
  credit_note_number: string | null;
}

/** One credit note issued in the period: the voided tax invoice's amounts, dated by the void's day. */
export interface CreditNoteRow {
  id: number;
  credit_note_number: string;
  credit_note_date: string;
  invoice_number: string;
  invoice_date: string;
  member_code: string;
  member_name: string;
  supplier_gstin: string;
  recipient_gstin: string | null;
  gst_rate: string | null;
  taxable: string;
  cgst: string;
  sgst: string;
  total: string;
  reason: string;
}

export interface B2csRow {
  state_code: string;
  gst_rate: string;
  invoices: number;
  credit_notes: number;
  taxable: string;
  cgst: string;
  sgst: string;
}

export interface TotalsRow {
  tax_invoice: boolean;
  invoices: number;
  taxable: string;
  cgst: string;
  sgst: string;
  total: string;
}

export interface CreditNoteTotals {
  notes: number;
  taxable: string;
  cgst: string;
  sgst: string;
  total: string;
}

export interface RegisterCursor {
  date: string | null;
  id: number;
}

/**
 * The tax of one receipt in whole paise, the SQL twin of `gstSplit` (member-payments/invoices/gst.ts, decision
 * 0186): prices include GST; taxable = round(total × 10000 / (10000 + rate × 100)); SGST the lower half of
 * the rest, CGST the other (the odd paisa). A receipt without a supplier GSTIN (a gym not registered,
 * decision 0222) carries no GST: its whole amount is the value. `test/exports/gst-pack.test.ts` holds
 * the two to the same paisa.
 */
export const splitJoins = (r: string) => `
  CROSS JOIN LATERAL (SELECT round(${r}.amount * 100)::bigint AS total_p) a
  CROSS JOIN LATERAL (SELECT CASE WHEN ${r}.supplier_gstin IS NULL THEN a.total_p
      ELSE round((a.total_p * 10000)::numeric / (10000 + round(COALESCE(${r}.gst_rate, 0) * 100)))::bigint END AS taxable_p) t
  CROSS JOIN LATERAL (SELECT CASE WHEN ${r}.supplier_gstin IS NULL THEN 0::bigint
      ELSE floor((a.total_p - t.taxable_p)::numeric / 2)::bigint END AS sgst_p) s`;

/** Paise (bigint) as rupees text with two decimals. */
const rupees = (paise: string) => `((${paise}) / 100.0)::numeric(16, 2)::text`;

export function gstPackRepository({ db, schema }: DataContext) {
  const receipts = qualified(schema, "payment_receipts");
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const voids = qualified(schema, "receipt_voids");
  const from = `${receipts} r JOIN ${payments} p ON p.id = r.payment_id JOIN ${members} m ON m.id = p.member_id
    ${splitJoins("r")}`;
  const inPeriod = "r.payment_date BETWEEN $1::date AND $2::date";
  // A credit note: a void of a tax invoice (only those are numbered, decision 0334), dated by the void's day.
  const notes = `${voids} v JOIN ${receipts} r ON r.id = v.receipt_id JOIN ${payments} p ON p.id = r.payment_id
    JOIN ${members} m ON m.id = p.member_id ${splitJoins("r")}`;
  const notesInPeriod = `v.credit_note_number IS NOT NULL AND r.supplier_gstin IS NOT NULL
    AND v.voided_on BETWEEN $1::date AND $2::date`;

  return {
    /**
     * A batch of the period's receipts in invoice-date order, after `cursor`; `b2bOnly` keeps the tax
     * invoices to a recipient with a GSTIN (GSTR-1 B2B).
     */
    registerBatch(period: { from: string; to: string }, cursor: RegisterCursor, size: number, b2bOnly: boolean) {
      return db.$queryRawUnsafe<RegisterRow[]>(
        `SELECT r.id, r.invoice_number, to_char(r.payment_date, 'YYYY-MM-DD') AS invoice_date,
                m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
                r.supplier_gstin, r.recipient_gstin, r.sac_code, r.gst_rate::text AS gst_rate,
                ${rupees("t.taxable_p")} AS taxable, ${rupees("a.total_p - t.taxable_p - s.sgst_p")} AS cgst,
                ${rupees("s.sgst_p")} AS sgst, ${rupees("a.total_p")} AS total,
                to_char(v.voided_on, 'YYYY-MM-DD') AS voided_on, v.credit_note_number
           FROM ${from} LEFT JOIN ${voids} v ON v.receipt_id = r.id
          WHERE ${inPeriod}
            AND ($3::date IS NULL OR (r.payment_date, r.id) > ($3::date, $4::int))
            AND (NOT $5::boolean OR (r.supplier_gstin IS NOT NULL AND r.recipient_gstin IS NOT NULL))
          ORDER BY r.payment_date, r.id LIMIT $6`,
        period.from,
        period.to,
        cursor.date,
        cursor.id,
        b2bOnly,
        size,
      );
    },

    /**
     * GSTR-1 B2CS: tax invoices without a recipient GSTIN, summed per place of supply and rate, net of the
     * credit notes issued in the period against such invoices (decision 0335: table 7 takes net values).
     * `invoices` counts the period's invoices, `credit_notes` its credit notes; a group may be negative.
     */
    b2cs(period: { from: string; to: string }) {
      return db.$queryRawUnsafe<B2csRow[]>(
        `WITH docs AS (
           SELECT r.supplier_gstin, r.gst_rate, 1 AS sign, t.taxable_p, a.total_p - t.taxable_p - s.sgst_p AS cgst_p, s.sgst_p
             FROM ${from}
            WHERE ${inPeriod} AND r.supplier_gstin IS NOT NULL AND r.recipient_gstin IS NULL
           UNION ALL
           SELECT r.supplier_gstin, r.gst_rate, -1, t.taxable_p, a.total_p - t.taxable_p - s.sgst_p, s.sgst_p
             FROM ${notes}
            WHERE ${notesInPeriod} AND r.recipient_gstin IS NULL)
         SELECT left(supplier_gstin, 2) AS state_code, gst_rate::text AS gst_rate,
                count(*) FILTER (WHERE sign = 1)::int AS invoices,
                count(*) FILTER (WHERE sign = -1)::int AS credit_notes,
                ${rupees("sum(sign * taxable_p)")} AS taxable, ${rupees("sum(sign * cgst_p)")} AS cgst,
                ${rupees("sum(sign * sgst_p)")} AS sgst
           FROM docs
          GROUP BY left(supplier_gstin, 2), gst_rate
          ORDER BY 1, gst_rate`,
        period.from,
        period.to,
      );
    },

    /** A batch of the credit notes issued in the period, in date order, after `cursor`. */
    creditNotesBatch(period: { from: string; to: string }, cursor: RegisterCursor, size: number) {
      return db.$queryRawUnsafe<CreditNoteRow[]>(
        `SELECT v.id, v.credit_note_number, to_char(v.voided_on, 'YYYY-MM-DD') AS credit_note_date,
                r.invoice_number, to_char(r.payment_date, 'YYYY-MM-DD') AS invoice_date,
                m.member_id AS member_code, m.first_name || ' ' || m.last_name AS member_name,
                r.supplier_gstin, r.recipient_gstin, r.gst_rate::text AS gst_rate,
                ${rupees("t.taxable_p")} AS taxable, ${rupees("a.total_p - t.taxable_p - s.sgst_p")} AS cgst,
                ${rupees("s.sgst_p")} AS sgst, ${rupees("a.total_p")} AS total, v.reason
           FROM ${notes}
          WHERE ${notesInPeriod} AND ($3::date IS NULL OR (v.voided_on, v.id) > ($3::date, $4::int))
          ORDER BY v.voided_on, v.id LIMIT $5`,
        period.from,
        period.to,
        cursor.date,
        cursor.id,
        size,
      );
    },

    /** The sums of the credit notes issued in the period. */
    async creditNoteTotals(period: { from: string; to: string }): Promise<CreditNoteTotals> {
      const [row] = await db.$queryRawUnsafe<CreditNoteTotals[]>(
        `SELECT count(*)::int AS notes, ${rupees("COALESCE(sum(t.taxable_p), 0)")} AS taxable,
                ${rupees("COALESCE(sum(a.total_p - t.taxable_p - s.sgst_p), 0)")} AS cgst,
                ${rupees("COALESCE(sum(s.sgst_p), 0)")} AS sgst, ${rupees("COALESCE(sum(a.total_p), 0)")} AS total
           FROM ${notes}
          WHERE ${notesInPeriod}`,
        period.from,
        period.to,
      );
      return row!;
    },

    /** The period's sums, for tax invoices and for payment receipts apart. */
    totals(period: { from: string; to: string }) {
      return db.$queryRawUnsafe<TotalsRow[]>(
        `SELECT (r.supplier_gstin IS NOT NULL) AS tax_invoice, count(*)::int AS invoices,
                ${rupees("sum(t.taxable_p)")} AS taxable, ${rupees("sum(a.total_p - t.taxable_p - s.sgst_p)")} AS cgst,
                ${rupees("sum(s.sgst_p)")} AS sgst, ${rupees("sum(a.total_p)")} AS total
           FROM ${from}
          WHERE ${inPeriod}
          GROUP BY 1 ORDER BY 1 DESC`,
        period.from,
        period.to,
      );
    },

    /** The GSTINs the gym issued the period's tax invoices under (normally one). */
    async supplierGstins(period: { from: string; to: string }): Promise<string[]> {
      const rows = await db.$queryRawUnsafe<{ gstin: string }[]>(
        `SELECT DISTINCT supplier_gstin AS gstin FROM ${receipts}
          WHERE payment_date BETWEEN $1::date AND $2::date AND supplier_gstin IS NOT NULL ORDER BY 1`,
        period.from,
        period.to,
      );
      return rows.map((r) => r.gstin);
    },
  };
}
