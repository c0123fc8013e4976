import type { MemberPaymentResponse, PaymentMethod } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { markPaid } from "../../../lib/mark-payment-paid.ts";
import { useInvalidateAttendance } from "./use-invalidate-attendance.ts";

/**
 * Money at the door goes through member payments' own endpoints (decisions 0182, 0197), so the receipt,
 * its invoice and its ledger row are made exactly as everywhere else. POST
 * /api/expenses/member-payments/{id}/mark-paid/ (part 2 §7, its one client src/lib/mark-payment-paid.ts)
 * pays what a month owes.
 */

export interface DuesPayment {
  /** One key per opening of the collect panel; each month's call adds its record id (one receipt each). */
  idempotencyKey: string;
  paymentIds: number[];
  method: PaymentMethod;
}

/** Every month owed, oldest first, each for what it owes; a retry with the same key writes nothing twice. */
export async function payDues({ idempotencyKey, paymentIds, method }: DuesPayment): Promise<MemberPaymentResponse[]> {
  const answers: MemberPaymentResponse[] = [];
  for (const id of paymentIds) {
    answers.push(await markPaid({ id, payment_method: method, idempotencyKey: `${idempotencyKey}-${id}` }));
  }
  return answers;
}

export function usePayDues() {
  const invalidate = useInvalidateAttendance();
  return useMutation({ mutationFn: payDues, onSuccess: () => invalidate() });
}
