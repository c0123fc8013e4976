import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/**
 * The renewal at the door: POST /api/expenses/member-payments/create-by-member/ (part 2 §7), member payments'
 * Record Payment call, with the Idempotency-Key of the panel's opening (decisions 0182, 0197) and the new
 * renewal date the door check offered.
 */
export const RENEW_AT_DOOR_PATH = "/api/expenses/member-payments/create-by-member/";

export interface Renewal {
  idempotencyKey: string;
  memberId: number;
  amount: string;
  renewalDate: string;
  method: PaymentMethod;
}

export function renewAtDoor(r: Renewal): Promise<MemberPaymentResponse> {
  return apiRequest<MemberPaymentResponse>(RENEW_AT_DOOR_PATH, {
    method: "POST",
    body: {
      member_id: r.memberId,
      payment_status: "PAID",
      payment_method: r.method,
      amount_paid: r.amount,
      renewal_date: r.renewalDate,
    },
    headers: { "Idempotency-Key": r.idempotencyKey },
  });
}

export function useRenewAtDoor() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: renewAtDoor, onSuccess: () => invalidate() });
}
