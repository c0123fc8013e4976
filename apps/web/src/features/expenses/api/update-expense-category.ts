import type { ExpenseCategory, ExpenseCategoryFormInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** PUT /api/expenses/categories/{id}/update/ (part 2 §7): the create body. */
export const updateExpenseCategoryPath = (id: number) => `/api/expenses/categories/${id}/update/`;

export function updateExpenseCategory({ id, ...body }: ExpenseCategoryFormInput & { id: number }) {
  return apiRequest<{ message: string; category: ExpenseCategory }>(updateExpenseCategoryPath(id), {
    method: "PUT",
    body,
  });
}

export function useUpdateExpenseCategory() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: updateExpenseCategory, onSuccess: invalidate });
}
