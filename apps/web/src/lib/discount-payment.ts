import type { DiscountKind, MemberPaymentResponse } from "@gym/contracts";
import { apiRequest } from "./api-client.ts";

/**
 * POST /api/expenses/member-payments/{id}/discount/ (designed, decision 0291) → the bill with its
 * discount. The one client of this endpoint (issue 22 §5).
 */
export const discountPath = (id: number) => `/api/expenses/member-payments/${id}/discount/`;

export interface DiscountInput {
  id: number;
  kind: DiscountKind;
  value: string;
  reason: string;
}

export function discountPayment({ id, ...body }: DiscountInput) {
  return apiRequest<MemberPaymentResponse>(discountPath(id), { method: "POST", body });
}
