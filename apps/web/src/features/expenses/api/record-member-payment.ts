import { useMutation } from "@tanstack/react-query";
import { createMemberPayment } from "../../../lib/create-member-payment.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/**
 * POST /api/expenses/member-payments/create/ through its one client (src/lib/create-member-payment.ts,
 * typed by the contract), as the Record Member Payment form sends it; reloads the expenses lists.
 */
export function useRecordMemberPayment() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: createMemberPayment, onSuccess: invalidate });
}
