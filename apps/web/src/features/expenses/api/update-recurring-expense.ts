import type { RecurringExpenseFormInput } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import type { RecurringSaved } from "./create-recurring-expense.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/** PUT /api/expenses/recurring/{id}/update/ (part 2 §7): the create payload. */
export const updateRecurringPath = (id: number) => `/api/expenses/recurring/${id}/update/`;

export function updateRecurringExpense({ id, ...body }: RecurringExpenseFormInput & { id: number }) {
  return apiRequest<RecurringSaved>(updateRecurringPath(id), { method: "PUT", body });
}

export function useUpdateRecurringExpense() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: updateRecurringExpense, onSuccess: invalidate });
}
