import { useMutation } from "@tanstack/react-query";
import { createMemberPayment } from "../../../lib/create-member-payment.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/**
 * POST /api/expenses/member-payments/create/ through its one client (src/lib/create-member-payment.ts),
 * as the Record Member Payment modal sends it: member_id, membership_month (YYYY-MM, part 2 §5),
 * amount_paid (empty: a pending payment), payment_method.
 */
export interface RecordMemberPaymentBody {
  member_id: number;
  membership_month: string;
  amount_paid?: string;
  payment_method: string;
}

/** `idempotencyKey`: one per form opening, so a double tap or a retry is one receipt (decision 0182). */
export function recordMemberPayment({ idempotencyKey, ...body }: RecordMemberPaymentBody & { idempotencyKey: string }) {
  return createMemberPayment({ idempotencyKey, body: { ...body } });
}

export function useRecordMemberPayment() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: recordMemberPayment, onSuccess: invalidate });
}
