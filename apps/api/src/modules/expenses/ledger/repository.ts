import { qualified } from "../../../db/pool.ts";

/**
 * The ledger's side of money received (issue 10: "a received payment becomes an income transaction here
 * ... exactly once per receipt"): one income transaction per receipt, in the gym's Member Payment income
 * category (`for_member_payments`, made by the migration and never deletable). `receipt_id` is unique, so a
 * receipt that already has its row gets no second one.
 *
 * The rows are written by the receipts' own statement (receipts-repository.ts `insertReceipts`, decision 0398),
 * so a receipt and its ledger row are one statement of the payment's transaction (decision 0161): this is the
 * one place their shape is written. Two CTEs for that statement: `ledger_category` (the category's id: the caller
 * refuses to commit without it) and `ledger_rows` (the rows written), over `receipts`, a relation of the new
 * receipts (id, payment_id, amount, payment_method, payment_date, invoice_number); `now` is the clock's parameter.
 */
export function receiptLedgerCtes(schema: string, receipts: string, now: string): string {
  return `ledger_category AS (SELECT id FROM ${qualified(schema, "expense_categories")} WHERE for_member_payments),
          ledger_rows AS (
            INSERT INTO ${qualified(schema, "expense_transactions")}
              (category_id, member_id, title, description, amount, transaction_type, payment_method,
               transaction_date, reference_number, receipt_id, created_at, updated_at)
            SELECT c.id, p.member_id, left('Membership payment - ' || m.first_name || ' ' || m.last_name, 200),
                   'Invoice ' || r.invoice_number || ' for ' || to_char(p.membership_month, 'FMMonth YYYY'),
                   r.amount, 'INCOME', r.payment_method, r.payment_date, r.invoice_number, r.id, ${now}, ${now}
              FROM ${receipts} r
              JOIN ${qualified(schema, "member_payments")} p ON p.id = r.payment_id
              JOIN ${qualified(schema, "members")} m ON m.id = p.member_id
              CROSS JOIN ledger_category c
             ORDER BY r.id
            ON CONFLICT (receipt_id) DO NOTHING
            RETURNING id)`;
}
