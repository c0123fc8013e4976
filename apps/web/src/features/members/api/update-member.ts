import type { MemberUpdateResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type RegisterMemberInput, toRegisterFormData } from "./register-member.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** PATCH /api/members/members/{id}/update/ (designed, decision 0260): multipart, the registration's fields. */
export const updateMemberPath = (id: number) => `/api/members/members/${id}/update/`;

export interface UpdateMemberInput {
  id: number;
  /** The Add New Member form's fields; a blank password keeps the current one. */
  fields: RegisterMemberInput;
}

export function updateMember({ id, fields }: UpdateMemberInput): Promise<MemberUpdateResponse> {
  const form = toRegisterFormData(fields);
  // A blank password is not sent: the server keeps the current one.
  if (!fields.password) form.delete("password");
  return apiRequest<MemberUpdateResponse>(updateMemberPath(id), { method: "PATCH", body: form });
}

export function useUpdateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: updateMember, onSuccess: invalidate });
}
