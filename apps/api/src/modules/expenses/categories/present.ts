import { EXPENSE_CATEGORY_TYPE_META, type ExpenseCategory } from "@gym/contracts";
import type { CategoryRow } from "./repository.ts";

export function toExpenseCategory(row: CategoryRow): ExpenseCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_type: row.category_type,
    category_type_label: EXPENSE_CATEGORY_TYPE_META[row.category_type].label,
    is_income: row.is_income,
    is_active: row.is_active,
    transaction_count: row.transaction_count,
    recurring_count: row.recurring_count,
    for_member_payments: row.for_member_payments,
    created_at: row.created_at.toISOString(),
  };
}
