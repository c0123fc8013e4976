import { useMutation } from "@tanstack/react-query";
import { suspendMember } from "../../../lib/suspend-member.ts";
import { useInvalidateMemberPayments } from "./use-invalidate-member-payments.ts";

/** POST /api/members/members/{id}/suspend/ (through src/lib/suspend-member.ts): from the monthly view's actions menu. */
export function useSuspendMember() {
  const invalidate = useInvalidateMemberPayments();
  return useMutation({ mutationFn: suspendMember, onSuccess: () => invalidate() });
}
