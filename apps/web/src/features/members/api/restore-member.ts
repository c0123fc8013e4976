import type { MemberUpdateResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/restore/ (designed, decision 0261): an archived member back in lists and billing. */
export const restoreMemberPath = (id: number) => `/api/members/members/${id}/restore/`;

export function restoreMember(id: number): Promise<MemberUpdateResponse> {
  return apiRequest<MemberUpdateResponse>(restoreMemberPath(id), { method: "POST" });
}

export function useRestoreMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: restoreMember, onSuccess: invalidate });
}
