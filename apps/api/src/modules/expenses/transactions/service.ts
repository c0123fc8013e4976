import {
  EXPENSE_CATEGORY_NEEDED,
  EXPENSE_CATEGORY_NOT_FOUND,
  type ExpenseTransaction,
  INCOME_CATEGORY_NEEDED,
  type ListTransactionsQuery,
  RECEIPT_TRANSACTION_LOCKED,
  TRANSACTION_DATE_IN_FUTURE,
  TRANSACTION_MEMBER_NOT_FOUND,
  TRANSACTION_NOT_FOUND,
  type TransactionFields,
} from "@gym/contracts";
import { isForeignKeyViolation } from "../../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-errors.ts";
import { assertDaysOpen } from "../../cash-close/day-lock.ts";
import type { AreaContext } from "../../context.ts";
import { categoriesRepository } from "../categories/repository.ts";
import { rupees, toExpenseTransaction } from "./present.ts";
import { type TransactionRow, type TransactionWrite, transactionsRepository } from "./repository.ts";

export async function listTransactions(ctx: AreaContext, q: ListTransactionsQuery) {
  const { page, page_size, schema_name: _s, token: _t, ...filter } = q;
  const { rows, totals } = await transactionsRepository(ctx).page(filter, page_size, (page - 1) * page_size);
  return {
    transactions: rows.map(toExpenseTransaction),
    count: totals.count,
    page,
    page_size,
    totals: { income: rupees(totals.income), expense: rupees(totals.expense) },
  };
}

async function existing(ctx: AreaContext, id: number): Promise<TransactionRow> {
  const row = await transactionsRepository(ctx).find(id);
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  return row;
}

/**
 * The rules of part 2 §5/§9 beyond the contract (decision 0164): the category exists and matches the
 * type (income categories take income), the member exists, the date is today (default) or earlier.
 */
async function checked(ctx: AreaContext, f: TransactionFields): Promise<TransactionWrite> {
  const category = await categoriesRepository(ctx).find(f.category);
  if (!category) throw badRequest(EXPENSE_CATEGORY_NOT_FOUND);
  if (f.transaction_type === "INCOME" && !category.is_income) throw badRequest(INCOME_CATEGORY_NEEDED);
  if (f.transaction_type === "EXPENSE" && category.is_income) throw badRequest(EXPENSE_CATEGORY_NEEDED);
  if (f.member !== undefined && !(await transactionsRepository(ctx).memberExists(f.member)))
    throw badRequest(TRANSACTION_MEMBER_NOT_FOUND);
  const today = ctx.today();
  const date = f.transaction_date ?? today;
  if (date > today) throw badRequest(TRANSACTION_DATE_IN_FUTURE);
  return {
    category_id: f.category,
    member_id: f.member ?? null,
    title: f.title,
    description: f.description ?? "",
    amount: f.amount,
    transaction_type: f.transaction_type,
    payment_method: f.payment_method,
    transaction_date: date,
    reference_number: f.reference_number ?? "",
    notes: f.notes ?? "",
  };
}

/** A category or member deleted between the check and the write: the same answer as a missing one. */
async function write<T>(ctx: AreaContext, data: TransactionWrite, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const category = await categoriesRepository(ctx).find(data.category_id);
    throw badRequest(category ? TRANSACTION_MEMBER_NOT_FOUND : EXPENSE_CATEGORY_NOT_FOUND);
  }
}

export async function createTransaction(ctx: AreaContext, f: TransactionFields): Promise<ExpenseTransaction> {
  const data = await checked(ctx, f);
  await assertDaysOpen(ctx, [data.transaction_date]);
  const id = await write(ctx, data, () => transactionsRepository(ctx).create(data));
  return toExpenseTransaction(await existing(ctx, id));
}

/** PUT: the documented payload in full. A receipt's income row is read-only here (decision 0161). */
export async function updateTransaction(
  ctx: AreaContext,
  id: number,
  f: TransactionFields,
): Promise<ExpenseTransaction> {
  const before = await existing(ctx, id);
  if (before.receipt_id !== null || before.reverses_id !== null) throw conflict(RECEIPT_TRANSACTION_LOCKED);
  const data = await checked(ctx, f);
  await assertDaysOpen(ctx, [before.transaction_date, data.transaction_date]);
  if (!(await write(ctx, data, () => transactionsRepository(ctx).update(id, data))))
    throw notFound(TRANSACTION_NOT_FOUND);
  return toExpenseTransaction(await existing(ctx, id));
}

export async function deleteTransaction(ctx: AreaContext, id: number): Promise<void> {
  const before = await existing(ctx, id);
  if (before.receipt_id !== null || before.reverses_id !== null) throw conflict(RECEIPT_TRANSACTION_LOCKED);
  await assertDaysOpen(ctx, [before.transaction_date]);
  if (!(await transactionsRepository(ctx).remove(id))) throw notFound(TRANSACTION_NOT_FOUND);
}
