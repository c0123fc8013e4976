import { useMutation } from "@tanstack/react-query";
import { markPaid } from "../../../lib/mark-payment-paid.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/member-payments/{id}/mark-paid/ through its one client (src/lib/mark-payment-paid.ts). */
export type { MarkPaidInput } from "../../../lib/mark-payment-paid.ts";

export function useMarkPaid() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: markPaid, onSuccess: () => invalidate() });
}
