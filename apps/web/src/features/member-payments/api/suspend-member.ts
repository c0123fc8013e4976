import { useMutation } from "@tanstack/react-query";
import { suspendMember } from "../../../lib/suspend-member.ts";
import { useInvalidatePayments } from "./use-invalidate-payments.ts";

/** POST /api/members/members/{id}/suspend/ (through src/lib/suspend-member.ts): from the monthly view's actions menu. */
export function useSuspendMember() {
  const invalidate = useInvalidatePayments();
  return useMutation({ mutationFn: suspendMember, onSuccess: () => invalidate() });
}
