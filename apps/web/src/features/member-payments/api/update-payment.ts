import type { MemberPaymentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** PUT /api/expenses/member-payments/{id}/update/ (part 2 §7): the same body; member and month fixed. */
export const updatePaymentPath = (id: number) => `/api/expenses/member-payments/${id}/update/`;

export interface UpdatePaymentInput {
  id: number;
  idempotencyKey: string;
  body: Record<string, unknown>;
}

export function updatePayment({ id, idempotencyKey, body }: UpdatePaymentInput) {
  return apiRequest<MemberPaymentResponse>(updatePaymentPath(id), {
    method: "PUT",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useUpdatePayment() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: updatePayment, onSuccess: () => invalidate() });
}
