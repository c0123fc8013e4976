import type { MemberPayment } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateExpenses } from "./use-invalidate-expenses.ts";

/**
 * POST /api/expenses/member-payments/create/ (part 2 §7), as the Record Member Payment modal sends it:
 * member_id, membership_month (YYYY-MM, part 2 §5), amount_paid (empty: a pending payment), payment_method.
 */
export const RECORD_MEMBER_PAYMENT_PATH = "/api/expenses/member-payments/create/";

export interface RecordMemberPaymentBody {
  member_id: number;
  membership_month: string;
  amount_paid?: string;
  payment_method: string;
}

/** `idempotencyKey`: one per form opening, so a double tap or a retry is one receipt (decision 0182). */
export function recordMemberPayment({ idempotencyKey, ...body }: RecordMemberPaymentBody & { idempotencyKey: string }) {
  return apiRequest<{ message: string; payment: MemberPayment }>(RECORD_MEMBER_PAYMENT_PATH, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useRecordMemberPayment() {
  const invalidate = useInvalidateExpenses();
  return useMutation({ mutationFn: recordMemberPayment, onSuccess: invalidate });
}
