import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

type Tx = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

/**
 * The ledger's side of money received (issue 10: "a received payment becomes an income transaction here
 * ... exactly once per receipt"). Member payments call it right after writing receipts, inside their
 * transaction, so the receipts and their ledger rows commit or roll back together (decision 0161).
 */
export function ledgerRepository({ schema, now }: DataContext) {
  return {
    /**
     * One income transaction per receipt, in one statement, in the gym's Member Payment income category
     * (`for_member_payments`, made by the migration and never deletable). `receipt_id` is unique, so a
     * receipt that already has its row gets no second one. Answers how many rows were written.
     */
    async recordReceipts(tx: Tx, receiptIds: number[]): Promise<number> {
      const rows = await tx.$queryRawUnsafe<{ written: number; category_id: number | null }[]>(
        `WITH category AS (SELECT id FROM ${qualified(schema, "expense_categories")} WHERE for_member_payments),
              written AS (
                INSERT INTO ${qualified(schema, "expense_transactions")}
                  (category_id, member_id, title, description, amount, transaction_type, payment_method,
                   transaction_date, reference_number, receipt_id, created_at, updated_at)
                SELECT c.id, p.member_id, left('Membership payment - ' || m.first_name || ' ' || m.last_name, 200),
                       'Invoice ' || r.invoice_number || ' for ' || to_char(p.membership_month, 'FMMonth YYYY'),
                       r.amount, 'INCOME', r.payment_method, r.payment_date, r.invoice_number, r.id, $2, $2
                  FROM ${qualified(schema, "payment_receipts")} r
                  JOIN ${qualified(schema, "member_payments")} p ON p.id = r.payment_id
                  JOIN ${qualified(schema, "members")} m ON m.id = p.member_id
                  CROSS JOIN category c
                 WHERE r.id = ANY($1::int[])
                 ORDER BY r.id
                ON CONFLICT (receipt_id) DO NOTHING
                RETURNING id)
         SELECT (SELECT count(*) FROM written)::int AS written, (SELECT id FROM category) AS category_id`,
        receiptIds,
        now(),
      );
      const row = rows[0];
      // The category is made by the migration and its deletion is refused; without it no receipt may commit.
      if (!row?.category_id) throw new Error(`The member payments ledger category is missing in ${schema}`);
      return row.written;
    },
  };
}
