import type { ExpenseTransaction, TransactionFormInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** PUT /api/expenses/transactions/{id}/update/ (part 2 §7): the create payload. */
export const updateTransactionPath = (id: number) => `/api/expenses/transactions/${id}/update/`;

export function updateTransaction({ id, ...body }: TransactionFormInput & { id: number }) {
  return apiRequest<{ message: string; transaction: ExpenseTransaction }>(updateTransactionPath(id), {
    method: "PUT",
    body,
  });
}

export function useUpdateTransaction() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: updateTransaction, onSuccess: invalidate });
}
