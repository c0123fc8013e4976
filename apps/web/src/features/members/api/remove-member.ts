import type { MemberRemoveResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/**
 * DELETE /api/members/members/{id}/delete/ (designed, decision 0261): deletes a member without money
 * history, archives one with any; the answer's `removal` says which happened.
 */
export const removeMemberPath = (id: number) => `/api/members/members/${id}/delete/`;

export function removeMember(id: number): Promise<MemberRemoveResponse> {
  return apiRequest<MemberRemoveResponse>(removeMemberPath(id), { method: "DELETE" });
}

export function useRemoveMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: removeMember, onSuccess: invalidate });
}
