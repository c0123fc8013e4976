import { qualified } from "../../src/db/pool.ts";
import type { AreaContext } from "../../src/modules/context.ts";
import { call } from "./calls.ts";
import { gymSeedContext, type TestContext, type TestGym } from "./context.ts";

export const EXPENSES = "/api/expenses";
const TRANSACTIONS = `${EXPENSES}/transactions`;

// The transactions' calls (decision 0164), answers unchecked: test/expenses/transactions, transaction-list and
// transaction-edit.
export const createTransaction = (ctx: TestContext, gym: TestGym, body: object) =>
  call(ctx, gym, "POST", `${TRANSACTIONS}/create/`, body);
export const updateTransaction = (ctx: TestContext, gym: TestGym, id: number, body: object) =>
  call(ctx, gym, "PUT", `${TRANSACTIONS}/${id}/update/`, body);
export const deleteTransaction = (ctx: TestContext, gym: TestGym, id: number) =>
  call(ctx, gym, "DELETE", `${TRANSACTIONS}/${id}/delete/`, {});
export const listTransactions = (ctx: TestContext, gym: TestGym, query = "") =>
  call(ctx, gym, "GET", `${TRANSACTIONS}/${query}`);

/** How many transactions the gym has, of every kind. */
export async function transactionCount(ctx: TestContext, gym: TestGym): Promise<number> {
  const res = await ctx.db.pool.query(
    `SELECT count(*)::int AS n FROM ${qualified(gym.schema, "expense_transactions")}`,
  );
  return res.rows[0].n;
}

/** A category straight into the gym's table; returns its id. */
export async function insertCategory(
  ctx: TestContext,
  gym: TestGym,
  c: { name: string; category_type?: string; is_income?: boolean },
): Promise<number> {
  const res = await ctx.db.pool.query(
    `INSERT INTO ${qualified(gym.schema, "expense_categories")} (name, category_type, is_income)
     VALUES ($1, $2::text::${qualified(gym.schema, "expense_category_type")}, $3) RETURNING id`,
    [c.name, c.category_type ?? "OTHER", c.is_income ?? false],
  );
  return res.rows[0].id;
}

export interface RecurringSeed {
  category_id: number;
  name?: string;
  amount?: string;
  frequency?: string;
  start_date: string;
  next_due_date: string;
  end_date?: string | null;
  auto_generate?: boolean;
  is_active?: boolean;
}

/** A recurring expense straight into the gym's table (a schedule in any state); returns its id. */
export async function insertRecurring(ctx: TestContext, gym: TestGym, r: RecurringSeed): Promise<number> {
  const res = await ctx.db.pool.query(
    `INSERT INTO ${qualified(gym.schema, "recurring_expenses")}
       (category_id, name, amount, frequency, start_date, next_due_date, end_date, auto_generate, is_active)
     VALUES ($1, $2, $3::numeric, $4::text::${qualified(gym.schema, "recurring_frequency")}, $5, $6, $7, $8, $9)
     RETURNING id`,
    [
      r.category_id,
      r.name ?? "Rent",
      r.amount ?? "25000",
      r.frequency ?? "MONTHLY",
      r.start_date,
      r.next_due_date,
      r.end_date ?? null,
      r.auto_generate ?? true,
      r.is_active ?? true,
    ],
  );
  return res.rows[0].id;
}

/** The gym's context with "today" pinned (the scheduler's jobs read only ctx.today()). */
export function pinnedContext(ctx: TestContext, gym: TestGym, today: string): AreaContext {
  return { ...gymSeedContext(ctx, gym.schema), today: () => today };
}

export async function postedDates(ctx: TestContext, gym: TestGym, recurringId: number): Promise<string[]> {
  const res = await ctx.db.pool.query(
    `SELECT to_char(transaction_date, 'YYYY-MM-DD') AS d FROM ${qualified(gym.schema, "expense_transactions")}
      WHERE recurring_expense_id = $1 ORDER BY transaction_date, id`,
    [recurringId],
  );
  return res.rows.map((r) => r.d);
}

export async function schedule(ctx: TestContext, gym: TestGym, recurringId: number) {
  const res = await ctx.db.pool.query(
    `SELECT to_char(next_due_date, 'YYYY-MM-DD') AS next_due_date, to_char(last_generated_date, 'YYYY-MM-DD') AS last_generated_date,
            is_active FROM ${qualified(gym.schema, "recurring_expenses")} WHERE id = $1`,
    [recurringId],
  );
  return res.rows[0] as { next_due_date: string; last_generated_date: string | null; is_active: boolean };
}

/** Ids are per gym (one sequence per schema): move a gym's sequence far ahead so its ids are not another gym's. */
export async function idsFarAhead(ctx: TestContext, gym: TestGym, table: string): Promise<void> {
  await ctx.db.pool.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), 500000)`, [qualified(gym.schema, table)]);
}
