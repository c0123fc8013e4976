import type { MemberStatusChangeResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/suspend/ (part 1 §7, empty body). */
export const suspendMemberPath = (id: number) => `/api/members/members/${id}/suspend/`;

export function suspendMember(id: number): Promise<MemberStatusChangeResponse> {
  return apiRequest<MemberStatusChangeResponse>(suspendMemberPath(id), { method: "POST" });
}

export function useSuspendMemberMutation() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: suspendMember, onSettled: invalidate });
}
