import type { createMemberPaymentBody, MemberPaymentResponse, z } from "@gym/contracts";
import { apiRequest } from "./api-client.ts";

/**
 * POST /api/expenses/member-payments/create/ (part 2 §7), in both documented shapes: the history
 * screen's and the Record Member Payment modal's member_id + membership_month + amount_paid +
 * payment_method, and the manual screen's amount + payment_date + description + auto_renewal +
 * duration. The one client of this endpoint (issue 22 §5); each feature wraps it in a mutation that
 * reloads its own lists. The key makes a retried submit one payment (decision 0182).
 */
export const CREATE_MEMBER_PAYMENT_PATH = "/api/expenses/member-payments/create/";

/** The call's body as the contract takes it (either shape), typed once from `createMemberPaymentBody`. */
export type CreateMemberPaymentBody = z.input<typeof createMemberPaymentBody>;

export interface CreateMemberPaymentInput {
  /** One per form opening, so a double tap or a retry is one receipt. */
  idempotencyKey: string;
  body: CreateMemberPaymentBody;
}

export function createMemberPayment({ idempotencyKey, body }: CreateMemberPaymentInput) {
  return apiRequest<MemberPaymentResponse>(CREATE_MEMBER_PAYMENT_PATH, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
