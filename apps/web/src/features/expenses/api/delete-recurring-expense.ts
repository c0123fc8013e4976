import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** DELETE /api/expenses/recurring/{id}/delete/ (part 2 §7): body schema_name, token (the client adds the token). */
export const deleteRecurringPath = (id: number) => `/api/expenses/recurring/${id}/delete/`;

export function deleteRecurringExpense(id: number) {
  return apiRequest<{ message: string }>(deleteRecurringPath(id), { method: "DELETE", body: {} });
}

export function useDeleteRecurringExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: deleteRecurringExpense, onSuccess: invalidate });
}
