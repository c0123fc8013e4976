import type { FreezeResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/unfreeze/ (designed, decision 0258): ends the freeze today. */
export const unfreezeMemberPath = (id: number) => `/api/members/members/${id}/unfreeze/`;

export function unfreezeMember(id: number): Promise<FreezeResponse> {
  return apiRequest<FreezeResponse>(unfreezeMemberPath(id), { method: "POST", body: {} });
}

export function useUnfreezeMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: unfreezeMember, onSettled: invalidate });
}
