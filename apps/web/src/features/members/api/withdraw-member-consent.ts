import type { WithdrawConsentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/consent/withdraw/ (designed, decision 0305): the member withdrew their consent. */
export const withdrawMemberConsentPath = (id: number) => `/api/members/members/${id}/consent/withdraw/`;

export function withdrawMemberConsent(id: number): Promise<WithdrawConsentResponse> {
  return apiRequest<WithdrawConsentResponse>(withdrawMemberConsentPath(id), { method: "POST", body: {} });
}

export function useWithdrawMemberConsent() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: withdrawMemberConsent, onSuccess: invalidate });
}
