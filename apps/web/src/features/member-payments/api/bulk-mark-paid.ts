import type { BulkMarkPaidResponse, PaymentMethod } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/member-payments/bulk-mark-paid/ (part 2 §7): payment_ids[] → updated_payments[]. */
export const BULK_MARK_PAID_PATH = "/api/expenses/member-payments/bulk-mark-paid/";

export function bulkMarkPaid(body: { payment_ids: number[]; payment_method: PaymentMethod }) {
  return apiRequest<BulkMarkPaidResponse>(BULK_MARK_PAID_PATH, { method: "POST", body });
}

export function useBulkMarkPaid() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: bulkMarkPaid, onSuccess: () => invalidate() });
}
