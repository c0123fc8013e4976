import { qualified } from "../../../db/pool.ts";
import { likePattern } from "../../../lib/like-pattern.ts";
import type { DataContext } from "../../context.ts";

/** Invoices are the receipts (one per payment received), with their member and month. */
export interface InvoiceRow {
  invoice_id: number;
  invoice_number: string;
  payment_id: number;
  member_id: number;
  member_code: string;
  member_name: string;
  member_phone: string;
  member_address: string;
  amount: string;
  membership_month: string;
  payment_method: string;
  payment_date: string;
  reference_number: string;
  /** Frozen when the receipt was issued (decision 0222); no supplier GSTIN: a payment receipt. */
  supplier_gstin: string | null;
  recipient_gstin: string | null;
  sac_code: string | null;
  gst_rate: string | null;
  /** The bill's discount (decision 0291), printed on its invoices (decision 0293); null without one. */
  discount_amount: string | null;
  discount_reason: string | null;
  amount_before_discount: string | null;
  /** The void (decision 0334): null while the receipt stands. */
  void_reason: string | null;
  voided_at: Date | null;
  voided_on: string;
  credit_note_number: string | null;
}

const INVOICE_COLUMNS = `r.id AS invoice_id, r.invoice_number, r.payment_id, m.id AS member_id, m.member_id AS member_code,
  m.first_name || ' ' || m.last_name AS member_name, m.phone AS member_phone, m.address AS member_address,
  r.amount::text AS amount, to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month,
  r.payment_method::text AS payment_method, to_char(r.payment_date, 'YYYY-MM-DD') AS payment_date, p.reference_number,
  r.supplier_gstin, r.recipient_gstin, r.sac_code, r.gst_rate::text AS gst_rate,
  p.discount_amount::text AS discount_amount, p.discount_reason, p.amount_before_discount::text AS amount_before_discount,
  v.reason AS void_reason, v.voided_at, v.credit_note_number, to_char(v.voided_on, 'YYYY-MM-DD') AS voided_on`;

export interface InvoiceFilter {
  search?: string;
  member_id?: number;
  payment_ids?: number[];
  limit: number;
  offset: number;
}

export function invoicesRepository({ db, schema }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const receipts = qualified(schema, "payment_receipts");
  const voids = qualified(schema, "receipt_voids");
  return {
    /** One page of invoices, newest first, and how many match. */
    invoices(f: InvoiceFilter) {
      const params: unknown[] = [];
      const c = ["TRUE"];
      if (f.search) {
        params.push(likePattern(f.search));
        c.push(`lower(m.first_name || ' ' || m.last_name || ' ' || r.invoice_number) LIKE $${params.length}`);
      }
      if (f.member_id !== undefined) {
        params.push(f.member_id);
        c.push(`p.member_id = $${params.length}`);
      }
      if (f.payment_ids) {
        params.push(f.payment_ids);
        c.push(`r.payment_id = ANY($${params.length}::int[])`);
      }
      const from = `${receipts} r JOIN ${payments} p ON p.id = r.payment_id JOIN ${members} m ON m.id = p.member_id
        LEFT JOIN ${voids} v ON v.receipt_id = r.id`;
      const n = params.length;
      return Promise.all([
        db.$queryRawUnsafe<InvoiceRow[]>(
          `SELECT ${INVOICE_COLUMNS} FROM ${from} WHERE ${c.join(" AND ")}
            ORDER BY r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          ...params,
          f.limit,
          f.offset,
        ),
        db
          .$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM ${from} WHERE ${c.join(" AND ")}`,
            ...params,
          )
          .then((r) => r[0]?.n ?? 0),
      ]);
    },

    async invoice(id: number): Promise<InvoiceRow | null> {
      const rows = await db.$queryRawUnsafe<InvoiceRow[]>(
        `SELECT ${INVOICE_COLUMNS} FROM ${receipts} r JOIN ${payments} p ON p.id = r.payment_id
           JOIN ${members} m ON m.id = p.member_id LEFT JOIN ${voids} v ON v.receipt_id = r.id WHERE r.id = $1`,
        id,
      );
      return rows[0] ?? null;
    },
  };
}
