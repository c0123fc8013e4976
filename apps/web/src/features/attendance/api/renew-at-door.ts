import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { createByMember } from "../../../lib/create-payment-by-member.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/**
 * The renewal at the door: POST /api/expenses/member-payments/create-by-member/ (part 2 §7), member
 * payments' Record Payment call (its one client src/lib/create-payment-by-member.ts), with the
 * Idempotency-Key of the panel's opening (decisions 0182, 0197) and the new renewal date the door check
 * offered.
 */
export interface Renewal {
  idempotencyKey: string;
  memberId: number;
  amount: string;
  renewalDate: string;
  method: PaymentMethod;
}

export function renewAtDoor(r: Renewal): Promise<MemberPaymentResponse> {
  return createByMember({
    idempotencyKey: r.idempotencyKey,
    member_id: r.memberId,
    payment_method: r.method,
    amount_paid: r.amount,
    renewal_date: r.renewalDate,
  });
}

export function useRenewAtDoor() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: renewAtDoor, onSuccess: () => invalidate() });
}
