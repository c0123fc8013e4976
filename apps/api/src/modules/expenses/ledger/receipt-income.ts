import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";

type Sql = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/**
 * Issue 10: "a received payment becomes an income transaction here ... exactly once per receipt".
 * Called by member payments right after a receipt row is written, inside the receipt's transaction,
 * so the receipt and its ledger row commit or roll back together (decision 0161). The row goes to
 * the gym's Member Payment income category (`for_member_payments`, made by the migration and never
 * deletable); `receipt_id` is unique, so a second call for the same receipt writes nothing.
 * The migration 20261126100000_expenses wrote the same row for receipts older than the ledger.
 * Returns the new transaction's id, or null when the receipt already had one.
 */
export async function recordReceiptIncome(tx: Sql, schema: string, receiptId: number): Promise<number | null> {
  const transactions = qualified(schema, "expense_transactions");
  const rows = await tx.$queryRawUnsafe<{ id: number | null; category_id: number | null }[]>(
    `WITH category AS (SELECT id FROM ${qualified(schema, "expense_categories")} WHERE for_member_payments),
          written AS (
            INSERT INTO ${transactions}
              (category_id, member_id, title, description, amount, transaction_type, payment_method,
               transaction_date, reference_number, receipt_id)
            SELECT c.id, p.member_id, left('Membership payment - ' || m.first_name || ' ' || m.last_name, 200),
                   'Invoice ' || r.invoice_number || ' for ' || to_char(p.membership_month, 'FMMonth YYYY'),
                   r.amount, 'INCOME', r.payment_method, r.payment_date, r.invoice_number, r.id
              FROM ${qualified(schema, "payment_receipts")} r
              JOIN ${qualified(schema, "member_payments")} p ON p.id = r.payment_id
              JOIN ${qualified(schema, "members")} m ON m.id = p.member_id
              CROSS JOIN category c
             WHERE r.id = $1
            ON CONFLICT (receipt_id) DO NOTHING
            RETURNING id)
     SELECT (SELECT id FROM written) AS id, (SELECT id FROM category) AS category_id`,
    receiptId,
  );
  const row = rows[0];
  // The category is made by the migration and its deletion is refused; without it the receipt must not commit.
  if (!row?.category_id) throw new Error(`The member payments ledger category is missing in ${schema}`);
  return row.id;
}
