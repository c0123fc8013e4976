import type { MemberStatusChangeResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/activate/ (part 1 §7, empty body). */
export const activateMemberPath = (id: number) => `/api/members/members/${id}/activate/`;

export function activateMember(id: number): Promise<MemberStatusChangeResponse> {
  return apiRequest<MemberStatusChangeResponse>(activateMemberPath(id), { method: "POST" });
}

export function useActivateMemberMutation() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: activateMember, onSettled: invalidate });
}
