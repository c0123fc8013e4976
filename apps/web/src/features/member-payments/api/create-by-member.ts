import { useMutation } from "@tanstack/react-query";
import { createByMember } from "../../../lib/create-payment-by-member.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/expenses/member-payments/create-by-member/ through its one client (src/lib/create-payment-by-member.ts). */
export type { CreateByMemberInput } from "../../../lib/create-payment-by-member.ts";

export function useCreateByMember() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: createByMember, onSuccess: () => invalidate() });
}
