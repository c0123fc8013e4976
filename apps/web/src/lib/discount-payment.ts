import type { DiscountKind, MemberPaymentResponse } from "@gym/contracts";
import { apiRequest } from "./api-client.ts";

/**
 * POST /api/expenses/member-payments/{id}/discount/ (designed, decision 0291) → the bill with its
 * discount; DELETE removes it (decision 0293). The one client of this endpoint (issue 22 §5).
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

/** DELETE on the same path (decision 0293) → the bill without its discount (open bills only). */
export function removeDiscount(id: number) {
  return apiRequest<MemberPaymentResponse>(discountPath(id), { method: "DELETE" });
}
