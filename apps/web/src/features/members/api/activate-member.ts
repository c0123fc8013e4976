import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { invalidateMemberViews } from "./invalidate-members.ts";
import type { MemberActionResponse } from "./types.ts";

/** POST /api/members/members/{id}/activate/ (part 1 §7, empty body). */
export const activateMemberPath = (id: number) => `/api/members/members/${id}/activate/`;

export function activateMember(id: number): Promise<MemberActionResponse> {
  return apiRequest<MemberActionResponse>(activateMemberPath(id), { method: "POST" });
}

export function useActivateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateMember, onSettled: () => invalidateMemberViews(queryClient) });
}
