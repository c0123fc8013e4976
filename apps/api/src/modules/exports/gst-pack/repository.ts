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
}

export interface B2csRow {
  state_code: string;
  gst_rate: string;
  invoices: number;
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
  const from = `${receipts} r JOIN ${payments} p ON p.id = r.payment_id JOIN ${members} m ON m.id = p.member_id
    ${splitJoins("r")}`;
  const inPeriod = "r.payment_date BETWEEN $1::date AND $2::date";

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
                ${rupees("s.sgst_p")} AS sgst, ${rupees("a.total_p")} AS total
           FROM ${from}
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

    /** GSTR-1 B2CS: tax invoices without a recipient GSTIN, summed per place of supply and rate. */
    b2cs(period: { from: string; to: string }) {
      return db.$queryRawUnsafe<B2csRow[]>(
        `SELECT left(r.supplier_gstin, 2) AS state_code, r.gst_rate::text AS gst_rate, count(*)::int AS invoices,
                ${rupees("sum(t.taxable_p)")} AS taxable, ${rupees("sum(a.total_p - t.taxable_p - s.sgst_p)")} AS cgst,
                ${rupees("sum(s.sgst_p)")} AS sgst
           FROM ${from}
          WHERE ${inPeriod} AND r.supplier_gstin IS NOT NULL AND r.recipient_gstin IS NULL
          GROUP BY left(r.supplier_gstin, 2), r.gst_rate
          ORDER BY 1, r.gst_rate`,
        period.from,
        period.to,
      );
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
