import { useMutation } from "@tanstack/react-query";
import { suspendMember } from "../../../lib/suspend-member.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/suspend/ through its one client (src/lib/suspend-member.ts). */
export function useSuspendMemberMutation() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: suspendMember, onSettled: invalidate });
}
