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

/**
 * `onRemoved` runs before the lists reload: a deleted member's profile would otherwise refetch, find no
 * member and unmount the screen before a per-call callback could leave it (TanStack Query does not call
 * a `mutate` callback of an unmounted component), so the owner stayed on 'no member at this address'.
 */
export function useRemoveMember(onRemoved?: (answer: MemberRemoveResponse) => void) {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (answer) => {
      onRemoved?.(answer);
      return invalidate();
    },
  });
}
