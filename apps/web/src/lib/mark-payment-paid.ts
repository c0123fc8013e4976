import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { apiRequest } from "./api-client.ts";

/**
 * POST /api/expenses/member-payments/{id}/mark-paid/ (part 2 §7) → payment with member_name. The one
 * client of this endpoint (issue 22 §5), for member payments and the front desk's dues at the door;
 * each feature wraps it in a mutation that reloads its own lists.
 */
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
