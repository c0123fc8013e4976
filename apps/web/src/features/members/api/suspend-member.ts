import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { invalidateMemberViews } from "./invalidate-members.ts";
import type { MemberActionResponse } from "./types.ts";

/** POST /api/members/members/{id}/suspend/ (part 1 §7, empty body). */
export const suspendMemberPath = (id: number) => `/api/members/members/${id}/suspend/`;

export function suspendMember(id: number): Promise<MemberActionResponse> {
  return apiRequest<MemberActionResponse>(suspendMemberPath(id), { method: "POST" });
}

export function useSuspendMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendMember, onSettled: () => invalidateMemberViews(queryClient) });
}
