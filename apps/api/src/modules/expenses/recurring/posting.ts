import { planRecurringPostings, type RecurringFrequency } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { AreaContext } from "../../context.ts";

type Tx = Prisma.TransactionClient;

interface DueRow {
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
const BATCH = 50;

/**
 * Recurring expenses post themselves (issue 9 ¶3; decision 0163). Each schedule that is active, auto-
 * generating and due on or before the gym's today is locked (`FOR UPDATE SKIP LOCKED`: a second runner
 * takes other schedules or none), posts one transaction per missed due date in order, and moves its
 * next due date on, all in one transaction. The unique (recurring_expense_id, recurring_due_date)
 * makes a due date post once even if a schedule is edited back to a date it already posted.
 * `only` limits the run to one schedule (a save that made it due). Returns the transactions posted.
 */
export async function postDueRecurringExpenses(ctx: AreaContext, only?: number): Promise<number> {
  const today = ctx.today();
  let posted = 0;
  for (;;) {
    const { rows, count } = await ctx.db.$transaction(async (tx) => {
      const due = await lockDue(tx, ctx.schema, today, only);
      let n = 0;
      for (const row of due) n += await postOne(tx, ctx.schema, row, today);
      return { rows: due.length, count: n };
    });
    posted += count;
    if (rows < BATCH || only !== undefined) return posted;
  }
}

function lockDue(tx: Tx, schema: string, today: string, only?: number): Promise<DueRow[]> {
  return tx.$queryRawUnsafe<DueRow[]>(
    `SELECT r.id, r.category_id, r.name, r.description, r.amount::text AS amount, r.frequency::text AS frequency,
            r.payment_method::text AS payment_method, to_char(r.start_date, 'YYYY-MM-DD') AS start_date,
            to_char(r.end_date, 'YYYY-MM-DD') AS end_date, to_char(r.next_due_date, 'YYYY-MM-DD') AS next_due_date,
            c.is_income
       FROM ${qualified(schema, "recurring_expenses")} r
       JOIN ${qualified(schema, "expense_categories")} c ON c.id = r.category_id
      WHERE r.is_active AND r.auto_generate AND r.next_due_date <= $1::date AND ($2::int IS NULL OR r.id = $2)
      ORDER BY r.next_due_date, r.id
      LIMIT ${BATCH}
        FOR UPDATE OF r SKIP LOCKED`,
    today,
    only ?? null,
  );
}

async function postOne(tx: Tx, schema: string, row: DueRow, today: string): Promise<number> {
  const plan = planRecurringPostings(row, today);
  let inserted = 0;
  if (plan.dates.length) {
    const written = await tx.$queryRawUnsafe<{ n: number }[]>(
      `WITH posted AS (
         INSERT INTO ${qualified(schema, "expense_transactions")}
           (category_id, title, description, amount, transaction_type, payment_method, transaction_date, notes,
            recurring_expense_id, recurring_due_date)
         SELECT $1, $2, $3, $4::numeric, $5::text::${qualified(schema, "expense_transaction_type")},
                $6::text::${qualified(schema, "member_payment_method")}, d, $7, $8, d
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
      plan.dates,
    );
    inserted = written[0]?.n ?? 0;
  }
  await tx.$queryRawUnsafe(
    `UPDATE ${qualified(schema, "recurring_expenses")}
        SET next_due_date = $2::date, last_generated_date = COALESCE($3::date, last_generated_date),
            is_active = $4, updated_at = now()
      WHERE id = $1`,
    row.id,
    plan.nextDueDate,
    plan.dates.at(-1) ?? null,
    plan.stillActive,
  );
  return inserted;
}
