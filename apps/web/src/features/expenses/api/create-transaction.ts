import type { ExpenseTransaction, TransactionFormInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** POST /api/expenses/transactions/create/ (part 2 §7); quick add sends the same call with fewer fields. */
export const CREATE_TRANSACTION_PATH = "/api/expenses/transactions/create/";

export function createTransaction(body: TransactionFormInput) {
  return apiRequest<{ message: string; transaction: ExpenseTransaction }>(CREATE_TRANSACTION_PATH, {
    method: "POST",
    body,
  });
}

export function useCreateTransaction() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: createTransaction, onSuccess: invalidate });
}
