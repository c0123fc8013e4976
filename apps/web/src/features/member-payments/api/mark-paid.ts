import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePayments } from "./use-invalidate-payments.ts";

/** POST /api/expenses/member-payments/{id}/mark-paid/ (part 2 §7) → payment with member_name. */
export const markPaidPath = (id: number) => `/api/expenses/member-payments/${id}/mark-paid/`;

export interface MarkPaidInput {
  id: number;
  idempotencyKey: string;
  payment_method: PaymentMethod;
  /** Omitted: everything still owed ('Pay Remaining'). */
  amount_paid?: string;
  renewal_date?: string;
}

export function markPaid({ id, idempotencyKey, ...body }: MarkPaidInput) {
  return apiRequest<MemberPaymentResponse>(markPaidPath(id), {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useMarkPaid() {
  const invalidate = useInvalidatePayments();
  return useMutation({ mutationFn: markPaid, onSuccess: () => invalidate() });
}
