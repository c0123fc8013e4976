import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** DELETE /api/expenses/categories/{id}/delete/ (part 2 §7): body force_delete false. */
export const deleteExpenseCategoryPath = (id: number) => `/api/expenses/categories/${id}/delete/`;

export function deleteExpenseCategory(id: number) {
  return apiRequest<{ message: string }>(deleteExpenseCategoryPath(id), {
    method: "DELETE",
    body: { force_delete: false },
  });
}

export function useDeleteExpenseCategory() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: deleteExpenseCategory, onSuccess: invalidate });
}
