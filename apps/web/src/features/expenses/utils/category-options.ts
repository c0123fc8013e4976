import { EXPENSE_CATEGORY_TYPE_META, EXPENSE_CATEGORY_TYPES, type ExpenseCategory } from "@gym/contracts";

/** The nine types for a Select, with their labels (part 2 §3). */
export const CATEGORY_TYPE_OPTIONS = EXPENSE_CATEGORY_TYPES.map((value) => ({
  value,
  label: EXPENSE_CATEGORY_TYPE_META[value].label,
}));

/** Why a category's delete is disabled, or null when it can be deleted (part 2 §2; decision 0160/0161). */
export function deleteBlockedReason(c: ExpenseCategory): string | null {
  if (c.for_member_payments) return "Member payments are recorded in this category, so it cannot be deleted";
  if (c.transaction_count > 0) return "Cannot delete category with transactions";
  if (c.recurring_count > 0) return "Cannot delete category with recurring expenses";
  return null;
}

/** Categories a transaction of `type` may use: income categories for income, the others for expenses. */
export function categoriesFor(categories: readonly ExpenseCategory[], type: "INCOME" | "EXPENSE", keepId?: number) {
  return categories.filter(
    (c) => (c.is_income === (type === "INCOME") && c.is_active) || (keepId !== undefined && c.id === keepId),
  );
}

/** Select options, in list order. */
export const categoryOptions = (categories: readonly ExpenseCategory[]) =>
  categories.map((c) => ({ value: String(c.id), label: c.name }));
