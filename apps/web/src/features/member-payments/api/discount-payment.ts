import { useMutation } from "@tanstack/react-query";
import { discountPayment, removeDiscount } from "../../../lib/discount-payment.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/member-payments/{id}/discount/ through its one client (src/lib/discount-payment.ts). */
export function useDiscountPayment() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: discountPayment, onSuccess: () => invalidate() });
}

/** DELETE /api/expenses/member-payments/{id}/discount/ (decision 0293) through the same client. */
export function useRemoveDiscount() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: removeDiscount, onSuccess: () => invalidate() });
}
