import type { MemberPaymentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePayments } from "./use-invalidate-payments.ts";

/**
 * POST /api/expenses/member-payments/create/ (part 2 §7), in both documented shapes: the history
 * screen's member_id + membership_month + amount_paid, and the manual screen's amount + payment_date +
 * description + auto_renewal + duration. The key makes a retried submit one payment (decision 0182).
 */
export const CREATE_PAYMENT_PATH = "/api/expenses/member-payments/create/";

export interface CreatePaymentInput {
  idempotencyKey: string;
  body: Record<string, unknown>;
}

export function createPayment({ idempotencyKey, body }: CreatePaymentInput) {
  return apiRequest<MemberPaymentResponse>(CREATE_PAYMENT_PATH, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useCreatePayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({ mutationFn: createPayment, onSuccess: () => invalidate() });
}
