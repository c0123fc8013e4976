import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** DELETE /api/expenses/transactions/{id}/delete/ (part 2 §7): body auth only. */
export const deleteTransactionPath = (id: number) => `/api/expenses/transactions/${id}/delete/`;

export function deleteTransaction(id: number) {
  return apiRequest<{ message: string }>(deleteTransactionPath(id), { method: "DELETE", body: {} });
}

export function useDeleteTransaction() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: deleteTransaction, onSuccess: invalidate });
}
