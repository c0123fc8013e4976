import type { RecurringFrequency } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { DataContext } from "../../context.ts";

type Tx = Prisma.TransactionClient;

export interface DueRow {
  id: number;
  category_id: number;
  name: string;
  description: string;
  amount: string;
  frequency: RecurringFrequency;
  payment_method: string;
  start_date: string;
  end_date: string | null;
  next_due_date: string;
  is_income: boolean;
}

/** Schedules locked per transaction: small batches keep each transaction short. */
export const POSTING_BATCH = 50;
/**
 * Due dates posted per transaction (decision 0231): a batch of schedules far behind would otherwise be
 * thousands of rows in one transaction, which outlives Prisma's 5 s interactive-transaction limit on a
 * loaded machine, fails, and fails again on every pass. 500 rows take well under a second.
 */
export const POSTING_ROWS = 500;

/** The statements of recurring posting (posting.ts decides what they write). */
export function recurringPostingRepository({ schema, now }: DataContext) {
  const recurring = qualified(schema, "recurring_expenses");
  return {
    /**
     * Up to a batch of schedules due on or before `today`, locked; a second runner skips them. `skip`: the
     * schedules this run has already posted its maximum for.
     */
    lockDue(tx: Tx, today: string, only: number | undefined, skip: number[]): Promise<DueRow[]> {
      return tx.$queryRawUnsafe<DueRow[]>(
        `SELECT r.id, r.category_id, r.name, r.description, r.amount::text AS amount, r.frequency::text AS frequency,
                r.payment_method::text AS payment_method, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
                to_char(r.end_date, 'YYYY-MM-DD') AS end_date, to_char(r.next_due_date, 'YYYY-MM-DD') AS next_due_date,
                c.is_income
           FROM ${recurring} r
           JOIN ${qualified(schema, "expense_categories")} c ON c.id = r.category_id
          WHERE r.is_active AND r.auto_generate AND r.next_due_date <= $1::date AND ($2::int IS NULL OR r.id = $2)
            AND r.id <> ALL($3::int[])
          ORDER BY r.next_due_date, r.id
          LIMIT ${POSTING_BATCH}
            FOR UPDATE OF r SKIP LOCKED`,
        today,
        only ?? null,
        skip,
      );
    },

    /** One transaction per due date (once each: the unique schedule + due date); how many were new. */
    async post(tx: Tx, row: DueRow, dates: string[]): Promise<number> {
      if (!dates.length) return 0;
      const written = await tx.$queryRawUnsafe<{ n: number }[]>(
        `WITH posted AS (
           INSERT INTO ${qualified(schema, "expense_transactions")}
             (category_id, title, description, amount, transaction_type, payment_method, transaction_date, notes,
              recurring_expense_id, recurring_due_date, created_at, updated_at)
           SELECT $1, $2, $3, $4::numeric, $5::text::${qualified(schema, "expense_transaction_type")},
                  $6::text::${qualified(schema, "member_payment_method")}, d, $7, $8, d, $10, $10
             FROM unnest($9::date[]) AS d
           ON CONFLICT (recurring_expense_id, recurring_due_date) DO NOTHING
           RETURNING 1)
         SELECT count(*)::int AS n FROM posted`,
        row.category_id,
        row.name,
        row.description,
        row.amount,
        row.is_income ? "INCOME" : "EXPENSE",
        row.payment_method,
        `Posted automatically by the recurring expense "${row.name}" (${row.frequency.toLowerCase()})`,
        row.id,
        dates,
        now(),
      );
      return written[0]?.n ?? 0;
    },

    /** The schedule moves on: its next due date, the last date posted, whether it still runs. */
    async advance(tx: Tx, id: number, next: { due: string; lastPosted: string | null; active: boolean }) {
      await tx.$queryRawUnsafe(
        `UPDATE ${recurring}
            SET next_due_date = $2::date, last_generated_date = COALESCE($3::date, last_generated_date),
                is_active = $4, updated_at = $5
          WHERE id = $1`,
        id,
        next.due,
        next.lastPosted,
        next.active,
        now(),
      );
    },
  };
}
