import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import type { Sql, Tx } from "../payments/repository.ts";
import { standingReceiptSql } from "../sql.ts";

/** The receipt a void is about, with what its bill and member need to be put back (decision 0334). */
export interface VoidTarget {
  receipt_id: number;
  payment_id: number;
  member_id: number;
  amount: string;
  invoice_number: string;
  payment_date: string;
  membership_month: string;
  supplier_gstin: string | null;
  joining_date: string;
}

export interface NewVoid {
  receipt_id: number;
  reason: string;
  voided_by_id: number | null;
  /** Blank: the account's username, read in the statement. */
  voided_by_name: string;
  voided_on: string;
  credit_note_number: string | null;
}

/**
 * The statements of a void (decision 0334), each inside the void's transaction: the receipt and its bill,
 * a later receipt that depends on it, the reversing ledger row, the bill re-opened, the member's dates
 * moved back, the credit note number and the void itself.
 */
export function voidRepository({ schema, now }: DataContext) {
  const receipts = qualified(schema, "payment_receipts");
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const voids = qualified(schema, "receipt_voids");
  const ledger = qualified(schema, "expense_transactions");
  const counters = qualified(schema, "credit_note_counters");
  const methodType = qualified(schema, "member_payment_method");
  const staff = qualified(schema, "staff_users");
  return {
    async target(sql: Sql, receiptId: number): Promise<VoidTarget | null> {
      const rows = await sql.$queryRawUnsafe<VoidTarget[]>(
        `SELECT r.id AS receipt_id, r.payment_id, p.member_id, r.amount::text AS amount, r.invoice_number,
                to_char(r.payment_date, 'YYYY-MM-DD') AS payment_date,
                to_char(p.membership_month, 'YYYY-MM-DD') AS membership_month, r.supplier_gstin,
                to_char(m.joining_date, 'YYYY-MM-DD') AS joining_date
           FROM ${receipts} r JOIN ${payments} p ON p.id = r.payment_id JOIN ${members} m ON m.id = p.member_id
          WHERE r.id = $1`,
        receiptId,
      );
      return rows[0] ?? null;
    },

    async isVoid(tx: Tx, receiptId: number): Promise<boolean> {
      const rows = await tx.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${voids} WHERE receipt_id = $1`, receiptId);
      return rows.length > 0;
    },

    /**
     * The first receipt, not void, written after this one for the same bill or a later bill of the same
     * member: it settled or extended on top of this one, so it is voided first.
     */
    async laterReceipt(tx: Tx, t: VoidTarget): Promise<string | null> {
      const rows = await tx.$queryRawUnsafe<{ invoice_number: string }[]>(
        `SELECT r.invoice_number FROM ${receipts} r JOIN ${payments} p ON p.id = r.payment_id
          WHERE p.member_id = $1 AND r.id > $2 AND (p.id = $3 OR p.membership_month > $4::date)
            AND ${standingReceiptSql(schema, "r")}
          ORDER BY r.id LIMIT 1`,
        t.member_id,
        t.receipt_id,
        t.payment_id,
        t.membership_month,
      );
      return rows[0]?.invoice_number ?? null;
    },

    /** The bill's other receipts that stand (not void), latest last. */
    standing(tx: Tx, paymentId: number, exceptId: number) {
      return tx.$queryRawUnsafe<{ payment_method: string; payment_date: string }[]>(
        `SELECT r.payment_method::text AS payment_method, to_char(r.payment_date, 'YYYY-MM-DD') AS payment_date
           FROM ${receipts} r
          WHERE r.payment_id = $1 AND r.id <> $2 AND ${standingReceiptSql(schema, "r")}
          ORDER BY r.payment_date, r.id`,
        paymentId,
        exceptId,
      );
    },

    /**
     * The negative of the receipt's income row, same category, member, method and date (so every report over
     * any period nets the receipt to nothing), pointing at it. Answers how many rows were written (1).
     */
    async reverseLedger(tx: Tx, receiptId: number, reason: string): Promise<number> {
      return tx.$executeRawUnsafe(
        `INSERT INTO ${ledger}
           (category_id, member_id, title, description, amount, transaction_type, payment_method, transaction_date,
            reference_number, notes, reverses_id, created_at, updated_at)
         SELECT t.category_id, t.member_id, left('Void of ' || t.title, 200), 'Reverses ' || t.description,
                -t.amount, t.transaction_type, t.payment_method, t.transaction_date, t.reference_number, $2, t.id, $3, $3
           FROM ${ledger} t WHERE t.receipt_id = $1`,
        receiptId,
        reason,
        now(),
      );
    },

    /** The bill as it was before the receipt: what it paid, the fee then, the latest standing receipt's method and day. */
    async reopenBill(
      tx: Tx,
      paymentId: number,
      b: { amount_paid: string; late_fee: string; method: string | null; date: string | null },
    ) {
      await tx.$executeRawUnsafe(
        `UPDATE ${payments} SET amount_paid = $2::numeric, late_fee = $3::numeric,
                payment_method = $4::text::${methodType}, payment_date = $5::date, updated_at = $6
          WHERE id = $1`,
        paymentId,
        b.amount_paid,
        b.late_fee,
        b.method,
        b.date,
        now(),
      );
    },

    /**
     * Moves the member's dates back as far as settling the bill moved them (decision 0334): `paid_through`
     * to the day before the bill's period, and `renewal_date` with it when it is the period's end and the
     * bill was not the joiner's first (whose period was granted at joining, so settling it moved nothing).
     */
    async unsettle(tx: Tx, memberId: number, period: { from: string; to: string }, firstBill: boolean) {
      await tx.$executeRawUnsafe(
        `UPDATE ${members}
            SET paid_through = CASE WHEN paid_through >= $2::date THEN $2::date - 1 ELSE paid_through END,
                renewal_date = CASE WHEN NOT $4 AND renewal_date = $3::date THEN $2::date - 1 ELSE renewal_date END,
                updated_at = $5
          WHERE id = $1`,
        memberId,
        period.from,
        period.to,
        firstBill,
        now(),
      );
    },

    /**
     * A keyless receipt's key is "<record>:<paid before>" (receipts.ts): the re-opened bill would make the
     * same key again, so the void's receipt gives it up. A client's Idempotency-Key stays (decision 0182).
     */
    async releaseDefaultKey(tx: Tx, receiptId: number) {
      await tx.$executeRawUnsafe(
        `UPDATE ${receipts} SET receipt_key = left(receipt_key || ':void', 100)
          WHERE id = $1 AND receipt_key ~ '^[0-9]+:[0-9]+$'`,
        receiptId,
      );
    },

    /** The next credit note number of a financial year, gap-free: the counter rolls back with `tx`. */
    async reserveCreditNote(tx: Tx, fy: string): Promise<number> {
      const rows = await tx.$queryRawUnsafe<{ n: number }[]>(
        `INSERT INTO ${counters} (financial_year, last_number) VALUES ($1, 1)
         ON CONFLICT (financial_year) DO UPDATE SET last_number = ${counters}.last_number + 1
         RETURNING last_number AS n`,
        fy,
      );
      return rows[0]!.n;
    },

    async insertVoid(tx: Tx, v: NewVoid): Promise<void> {
      await tx.$executeRawUnsafe(
        `INSERT INTO ${voids} (receipt_id, reason, voided_by_id, voided_by_name, voided_at, voided_on,
                               credit_note_number)
         VALUES ($1, $2, $3, COALESCE(NULLIF($4, ''), (SELECT username FROM ${staff} WHERE id = $3), ''), $5, $6::date, $7)`,
        v.receipt_id,
        v.reason,
        v.voided_by_id,
        v.voided_by_name,
        now(),
        v.voided_on,
        v.credit_note_number,
      );
    },
  };
}
