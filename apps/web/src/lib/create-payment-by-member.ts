import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { apiRequest } from "./api-client.ts";

/**
 * POST /api/expenses/member-payments/create-by-member/ (part 2 §7): the Record Payment popup and the
 * renewal at the door, always PAID. The one client of this endpoint (issue 22 §5); each feature wraps it
 * in a mutation that reloads its own lists. The key makes a retried submit one payment (decision 0182).
 */
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
