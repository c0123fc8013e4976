import {
  EXPENSE_CATEGORY_HAS_RECURRING,
  EXPENSE_CATEGORY_HAS_TRANSACTIONS,
  EXPENSE_CATEGORY_NAME_TAKEN,
  EXPENSE_CATEGORY_NOT_FOUND,
  type ExpenseCategory,
  type ExpenseCategoryFields,
  MEMBER_PAYMENTS_CATEGORY_LOCKED,
} from "@gym/contracts";
import { isForeignKeyViolation, uniqueOrConflict } from "../../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toExpenseCategory } from "./present.ts";
import { type CategoryRow, type CategoryWrite, categoriesRepository } from "./repository.ts";

export async function listExpenseCategories(ctx: AreaContext, isActive?: boolean): Promise<ExpenseCategory[]> {
  return (await categoriesRepository(ctx).list(isActive)).map(toExpenseCategory);
}

async function existing(ctx: AreaContext, id: number): Promise<CategoryRow> {
  const row = await categoriesRepository(ctx).find(id);
  if (!row) throw notFound(EXPENSE_CATEGORY_NOT_FOUND);
  return row;
}

function toWrite(fields: ExpenseCategoryFields): CategoryWrite {
  const write: CategoryWrite = {
    name: fields.name,
    description: fields.description ?? "",
    category_type: fields.category_type,
    is_income: fields.is_income,
  };
  if (fields.is_active !== undefined) write.is_active = fields.is_active;
  return write;
}

export async function createExpenseCategory(ctx: AreaContext, fields: ExpenseCategoryFields): Promise<ExpenseCategory> {
  const id = await uniqueOrConflict(EXPENSE_CATEGORY_NAME_TAKEN, () =>
    categoriesRepository(ctx).create(toWrite(fields)),
  );
  return toExpenseCategory(await existing(ctx, id));
}

/** PUT: the documented body in full. The receipts' category keeps its type and income flag (decision 0161). */
export async function updateExpenseCategory(
  ctx: AreaContext,
  id: number,
  fields: ExpenseCategoryFields,
): Promise<ExpenseCategory> {
  const before = await existing(ctx, id);
  const write = toWrite(fields);
  if (before.for_member_payments && (write.category_type !== "MEMBER_PAYMENT" || !write.is_income))
    throw badRequest(MEMBER_PAYMENTS_CATEGORY_LOCKED);
  const updated = await uniqueOrConflict(EXPENSE_CATEGORY_NAME_TAKEN, () =>
    categoriesRepository(ctx).update(id, write),
  );
  if (!updated) throw notFound(EXPENSE_CATEGORY_NOT_FOUND);
  return toExpenseCategory(await existing(ctx, id));
}

/**
 * Part 2 §2/§7: a category with transactions is never deleted (`force_delete` changes nothing; decision
 * 0160); nor one with recurring expenses, nor the receipts' category. The foreign keys decide a race.
 */
export async function deleteExpenseCategory(ctx: AreaContext, id: number): Promise<void> {
  const row = await existing(ctx, id);
  if (row.for_member_payments) throw badRequest(MEMBER_PAYMENTS_CATEGORY_LOCKED);
  if (row.transaction_count > 0) throw conflict(EXPENSE_CATEGORY_HAS_TRANSACTIONS);
  if (row.recurring_count > 0) throw conflict(EXPENSE_CATEGORY_HAS_RECURRING);
  try {
    if (!(await categoriesRepository(ctx).remove(id))) throw notFound(EXPENSE_CATEGORY_NOT_FOUND);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(EXPENSE_CATEGORY_HAS_TRANSACTIONS);
    throw error;
  }
}
