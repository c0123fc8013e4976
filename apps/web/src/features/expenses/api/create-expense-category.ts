import type { ExpenseCategory, ExpenseCategoryFormInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** POST /api/expenses/categories/create/ (part 2 §7): name, description, category_type, is_income. */
export const CREATE_EXPENSE_CATEGORY_PATH = "/api/expenses/categories/create/";

export function createExpenseCategory(body: ExpenseCategoryFormInput) {
  return apiRequest<{ message: string; category: ExpenseCategory }>(CREATE_EXPENSE_CATEGORY_PATH, {
    method: "POST",
    body,
  });
}

export function useCreateExpenseCategory() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: createExpenseCategory, onSuccess: invalidate });
}
