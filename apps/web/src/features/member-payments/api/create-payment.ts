import { useMutation } from "@tanstack/react-query";
import { createMemberPayment } from "../../../lib/create-member-payment.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/member-payments/create/ through its one client (src/lib/create-member-payment.ts). */
export type { CreateMemberPaymentInput as CreatePaymentInput } from "../../../lib/create-member-payment.ts";

export function useCreatePayment() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: createMemberPayment, onSuccess: () => invalidate() });
}
