import { type ExpenseCategory, QUICK_ADD_CATEGORY_BUTTONS } from "@gym/contracts";
import { formatRupees } from "../../../lib/amount.ts";

/** Part 2 §2: "category buttons (first 8, the rest in a 'More categories...' select)"; active ones only. */
export function splitQuickCategories(categories: readonly ExpenseCategory[]) {
  const active = categories.filter((c) => c.is_active);
  return { buttons: active.slice(0, QUICK_ADD_CATEGORY_BUTTONS), more: active.slice(QUICK_ADD_CATEGORY_BUTTONS) };
}

/** "₹5,000.00" for a quick-amount button: the one money format (lib/amount.ts). */
export const quickAmountLabel = (amount: number) => formatRupees(amount);
