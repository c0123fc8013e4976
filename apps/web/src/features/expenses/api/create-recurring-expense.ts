import type { RecurringExpense, RecurringExpenseFormInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** POST /api/expenses/recurring/create/ (part 2 §7). */
export const CREATE_RECURRING_PATH = "/api/expenses/recurring/create/";

export interface RecurringSaved {
  message: string;
  recurring_expense: RecurringExpense;
  /** Due dates the save posted at once (a schedule due today or earlier). */
  posted: number;
}

export function createRecurringExpense(body: RecurringExpenseFormInput) {
  return apiRequest<RecurringSaved>(CREATE_RECURRING_PATH, { method: "POST", body });
}

export function useCreateRecurringExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: createRecurringExpense, onSuccess: invalidate });
}
