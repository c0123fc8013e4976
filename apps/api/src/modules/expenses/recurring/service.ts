import {
  defaultRecurringNextDue,
  EXPENSE_CATEGORY_NOT_FOUND,
  EXPENSE_END_BEFORE_START,
  NEXT_DUE_AFTER_END,
  NEXT_DUE_BEFORE_START,
  RECURRING_NOT_FOUND,
  type RecurringExpense,
  type RecurringExpenseFields,
} from "@gym/contracts";
import { isForeignKeyViolation } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { categoriesRepository } from "../categories/repository.ts";
import { postDueRecurringExpenses } from "./posting.ts";
import { toRecurringExpense } from "./present.ts";
import { type RecurringRow, type RecurringWrite, recurringRepository } from "./repository.ts";

export async function listRecurringExpenses(ctx: AreaContext): Promise<RecurringExpense[]> {
  return (await recurringRepository(ctx).list(ctx.today())).map(toRecurringExpense);
}

async function existing(ctx: AreaContext, id: number): Promise<RecurringRow> {
  const row = await recurringRepository(ctx).find(id, ctx.today());
  if (!row) throw notFound(RECURRING_NOT_FOUND);
  return row;
}

/** Defaults (§9; decision 0163): start today, next due one period after the start; then the date rules of §5. */
async function checked(ctx: AreaContext, f: RecurringExpenseFields, isActive: boolean): Promise<RecurringWrite> {
  if (!(await categoriesRepository(ctx).find(f.category))) throw badRequest(EXPENSE_CATEGORY_NOT_FOUND);
  const start = f.start_date ?? ctx.today();
  const next = f.next_due_date ?? defaultRecurringNextDue(start, f.frequency);
  const end = f.end_date ?? null;
  if (end !== null && end < start) throw badRequest(EXPENSE_END_BEFORE_START);
  if (next < start) throw badRequest(NEXT_DUE_BEFORE_START);
  if (end !== null && next > end) throw badRequest(NEXT_DUE_AFTER_END);
  return {
    category_id: f.category,
    name: f.name,
    description: f.description ?? "",
    amount: f.amount,
    frequency: f.frequency,
    payment_method: f.payment_method,
    start_date: start,
    end_date: end,
    next_due_date: next,
    auto_generate: f.auto_generate,
    is_active: f.is_active ?? isActive,
  };
}

async function write<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(EXPENSE_CATEGORY_NOT_FOUND);
    throw error;
  }
}

/** A schedule saved with a due date today or earlier posts at once (decision 0163), exactly as the scheduler would. */
async function saved(ctx: AreaContext, id: number) {
  const posted = await postDueRecurringExpenses(ctx, id);
  return { recurring_expense: toRecurringExpense(await existing(ctx, id)), posted };
}

export async function createRecurringExpense(ctx: AreaContext, f: RecurringExpenseFields) {
  const data = await checked(ctx, f, true);
  const id = await write(() => recurringRepository(ctx).create(data));
  return saved(ctx, id);
}

/** PUT: the documented payload in full; last_generated_date stays; is_active stays unless sent. */
export async function updateRecurringExpense(ctx: AreaContext, id: number, f: RecurringExpenseFields) {
  const before = await existing(ctx, id);
  const data = await checked(ctx, f, before.is_active);
  if (!(await write(() => recurringRepository(ctx).update(id, data)))) throw notFound(RECURRING_NOT_FOUND);
  return saved(ctx, id);
}

/** What it posted stays in the ledger (the rows lose their link to the schedule). */
export async function deleteRecurringExpense(ctx: AreaContext, id: number): Promise<void> {
  if (!(await recurringRepository(ctx).remove(id))) throw notFound(RECURRING_NOT_FOUND);
}
