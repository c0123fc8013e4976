import { DEFAULT_GST_RATE, DEFAULT_SAC_CODE } from "@gym/contracts";
import { keepPlan } from "../../db/kept-plans.ts";
import { qualified } from "../../db/pool.ts";
import { dayLocksSql } from "../cash-close/repository.ts";
import type { DataContext } from "../context.ts";
import { receiptLedgerCtes } from "../expenses/ledger/repository.ts";
import type { PaymentRow, Sql, Tx } from "./payments/repository.ts";
import { PAYMENT_COLUMNS } from "./sql.ts";

export interface NewReceiptRow {
  payment_id: number;
  key: string;
  amount: string;
  method: string;
  date: string;
  invoice_number: string;
  /** "<member id>:<paise>" of a payment whose amount the desk named (decision 0197), else null. */
  request: string | null;
  /** The record's paid amount with this receipt, and the fee it freezes (the record is written by the same statement). */
  paid_now: string;
  late_fee: string;
}

/** A member's dates after settling (decision 0240 §5). */
export interface SettledDates {
  member_id: number;
  renewal_date: string;
  paid_through: string | null;
}

/**
 * The receipts path's statements (receipts.ts): invoice numbers, receipts and what they change on the
 * records, the locks every money path takes, and the members' dates after settling.
 */
export function receiptsRepository({ db, schema, now }: DataContext) {
  const payments = qualified(schema, "member_payments");
  const members = qualified(schema, "members");
  const receipts = qualified(schema, "payment_receipts");
  const counters = qualified(schema, "invoice_counters");
  const methodType = qualified(schema, "member_payment_method");
  const settings = qualified(schema, "payment_settings");
  return {
    /**
     * `count` invoice numbers of a financial year at once, gap-free: the counter rolls back with `tx`.
     * Answers the first of them; the others follow it. `dayLocks`: the receipts' days' shared locks
     * (cash-close `dayLockKeys`), taken by this statement before the counter's row (decision 0398): the order
     * every money path keeps is members, records, days, counter.
     */
    async reserveInvoiceNumbers(tx: Tx, fy: string, count: number, dayLocks: string[] = []): Promise<number> {
      const rows = await tx.$queryRawUnsafe<{ n: number }[]>(
        keepPlan(`WITH days AS MATERIALIZED (${dayLocksSql("$3")})
         INSERT INTO ${counters} (financial_year, last_number)
         SELECT $1::text, $2::int WHERE (SELECT days FROM days) >= 0
         ON CONFLICT (financial_year) DO UPDATE SET last_number = ${counters}.last_number + $2::int
         RETURNING last_number AS n`),
        fy,
        count,
        dayLocks,
      );
      return rows[0]!.n - count + 1;
    },

    /**
     * Receipts, their ledger rows and what they change on the records (the paid amount, the frozen fee, the method
     * and date), in one statement (decision 0398); answers the ids written. A key that exists
     * already writes nothing (decision 0182), and no ledger row: the caller rolls back when fewer receipts were
     * written than asked. Each receipt carries the tax details its invoice prints as they are when the money comes
     * in (decision 0222): the gym's GSTIN, SAC and rate, the member's GSTIN, written with it (decision 0395). The
     * ledger's row is the ledger's own (`receiptLedgerCtes`); `ledger_category` is null when the gym's Member
     * Payment category is missing, and then nothing may commit.
     */
    async insertReceipts(
      tx: Tx,
      rows: NewReceiptRow[],
    ): Promise<{ id: number; receipt_key: string; ledger_category: number | null }[]> {
      const column = <K extends keyof NewReceiptRow>(key: K) => rows.map((r) => r[key]);
      return tx.$queryRawUnsafe<{ id: number; receipt_key: string; ledger_category: number | null }[]>(
        keepPlan(`WITH written AS (
           INSERT INTO ${receipts}
             (payment_id, receipt_key, amount, payment_method, payment_date, invoice_number, request, created_at,
              supplier_gstin, recipient_gstin, sac_code, gst_rate)
           SELECT r.payment_id, r.receipt_key, r.amount, r.method::${methodType}, r.payment_date, r.invoice_number,
                  r.request, $8, s.gstin, m.gstin, COALESCE(s.sac_code, $9), COALESCE(s.gst_rate, $10::numeric)
             FROM unnest($1::int[], $2::text[], $3::numeric[], $4::text[], $5::date[], $6::text[], $7::text[])
               WITH ORDINALITY AS r(payment_id, receipt_key, amount, method, payment_date, invoice_number, request, n)
             JOIN ${payments} p ON p.id = r.payment_id
             JOIN ${members} m ON m.id = p.member_id
             LEFT JOIN ${settings} s ON s.id = 1
            ORDER BY r.n
           ON CONFLICT (receipt_key) DO NOTHING
           RETURNING id, receipt_key, payment_id, amount, payment_method, payment_date, invoice_number),
              ${receiptLedgerCtes(schema, "written", "$8::timestamptz")},
              -- What was received, on each record: the paid amount, the fee frozen, the method and date.
              applied AS (
                UPDATE ${payments} p SET amount_paid = u.paid, late_fee = u.fee, payment_method = u.method::${methodType},
                       payment_date = u.day, updated_at = $8
                  FROM unnest($1::int[], $11::numeric[], $12::numeric[], $4::text[], $5::date[]) AS u(id, paid, fee, method, day)
                 WHERE p.id = u.id)
         SELECT w.id, w.receipt_key, (SELECT id FROM ledger_category) AS ledger_category
           FROM written w ORDER BY w.id`),
        column("payment_id"),
        column("key"),
        column("amount"),
        column("method"),
        column("date"),
        column("invoice_number"),
        column("request"),
        now(),
        DEFAULT_SAC_CODE,
        String(DEFAULT_GST_RATE),
        column("paid_now"),
        column("late_fee"),
      );
    },

    /** The record a client's key paid, when a receipt with that key (or the first part of it) exists. */
    async paymentOfKey(key: string, sql: Sql = db): Promise<number | null> {
      const rows = await sql.$queryRawUnsafe<{ payment_id: number }[]>(
        `SELECT payment_id FROM ${receipts} WHERE receipt_key = $1 OR receipt_key = $1 || ':0' ORDER BY id LIMIT 1`,
        key,
      );
      return rows[0]?.payment_id ?? null;
    },

    /** The latest receipt of a request since `since` (decision 0197). */
    async recentRequest(tx: Tx, request: string, since: Date) {
      const rows = await tx.$queryRawUnsafe<{ invoice_number: string; amount: string }[]>(
        `SELECT invoice_number, amount::text AS amount FROM ${receipts}
          WHERE request = $1 AND created_at >= $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
        request,
        since,
      );
      return rows[0] ?? null;
    },

    /**
     * Holds the members of these records and then the records, each in id order (receipts.ts:
     * lockForPayment), in one statement (decision 0395), and answers the records. The members' CTE is
     * materialised and counted in a one-time filter, so PostgreSQL locks every member before it reads the
     * first record; the records' `FOR UPDATE` then reads each record as the last writer committed it. The
     * member's name and phone come from the statement's start (a payment never changes them).
     */
    lockForPayment(tx: Tx, paymentIds: number[]): Promise<PaymentRow[]> {
      return tx.$queryRawUnsafe<PaymentRow[]>(
        keepPlan(`WITH held AS MATERIALIZED (
           SELECT id FROM ${members} WHERE id IN (SELECT member_id FROM ${payments} WHERE id = ANY($1::int[]))
            ORDER BY id FOR NO KEY UPDATE)
         SELECT ${PAYMENT_COLUMNS} FROM ${payments} p JOIN ${members} m ON m.id = p.member_id
          WHERE p.id = ANY($1::int[]) AND (SELECT count(*) FROM held) >= 0
          ORDER BY p.id FOR UPDATE OF p`),
        paymentIds,
      );
    },

    /** Holds the member for the rest of `tx`: two payments of one member are then made one after the other. */
    async lockMember(tx: Tx, memberId: number): Promise<boolean> {
      const rows = await tx.$queryRawUnsafe<unknown[]>(
        `SELECT 1 FROM ${members} WHERE id = $1 FOR NO KEY UPDATE`,
        memberId,
      );
      return rows.length > 0;
    },

    /** The two dates of these members (locked by the caller), decision 0240 §2. */
    paidDates(tx: Tx, memberIds: number[]): Promise<SettledDates[]> {
      return tx.$queryRawUnsafe<SettledDates[]>(
        keepPlan(`SELECT id AS member_id, to_char(renewal_date, 'YYYY-MM-DD') AS renewal_date,
                to_char(paid_through, 'YYYY-MM-DD') AS paid_through
           FROM ${members} WHERE id = ANY($1::int[])`),
        memberIds,
      );
    },

    /** Writes the members' dates after settling (decision 0240 §5), and ACTIVE. */
    async settle(tx: Tx, rows: SettledDates[]): Promise<void> {
      if (!rows.length) return;
      await tx.$executeRawUnsafe(
        keepPlan(`UPDATE ${members} m SET renewal_date = u.renewal, paid_through = u.paid_through, status = 'ACTIVE',
                updated_at = $4
           FROM unnest($1::int[], $2::date[], $3::date[]) AS u(id, renewal, paid_through)
          WHERE m.id = u.id`),
        rows.map((r) => r.member_id),
        rows.map((r) => r.renewal_date),
        rows.map((r) => r.paid_through),
        now(),
      );
    },
  };
}
