import type { FreezeFields, FreezeResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/freeze/ (designed, decision 0258). */
export const freezeMemberPath = (id: number) => `/api/members/members/${id}/freeze/`;

export function freezeMember({ id, fields }: { id: number; fields: FreezeFields }): Promise<FreezeResponse> {
  return apiRequest<FreezeResponse>(freezeMemberPath(id), { method: "POST", body: fields });
}

export function useFreezeMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: freezeMember, onSuccess: invalidate });
}
