import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidatePayments } from "./use-invalidate-payments.ts";

/** POST /api/expenses/member-payments/create-by-member/ (part 2 §7): the Record Payment popup. */
export const CREATE_BY_MEMBER_PATH = "/api/expenses/member-payments/create-by-member/";

export interface CreateByMemberInput {
  idempotencyKey: string;
  member_id: number;
  payment_method: PaymentMethod;
  amount_paid: string;
  renewal_date?: string;
}

export function createByMember({ idempotencyKey, ...body }: CreateByMemberInput) {
  return apiRequest<MemberPaymentResponse>(CREATE_BY_MEMBER_PATH, {
    method: "POST",
    body: { ...body, payment_status: "PAID" },
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useCreateByMember() {
  const invalidate = useInvalidatePayments();
  return useMutation({ mutationFn: createByMember, onSuccess: () => invalidate() });
}
