import type { ConsentResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateMembers } from "./use-invalidate-members.ts";

/** POST /api/members/members/{id}/consent/ (designed, decision 0300): the member consented to this notice version. */
export const recordMemberConsentPath = (id: number) => `/api/members/members/${id}/consent/`;

export function recordMemberConsent({
  id,
  noticeVersion,
}: {
  id: number;
  noticeVersion: string;
}): Promise<ConsentResponse> {
  return apiRequest<ConsentResponse>(recordMemberConsentPath(id), {
    method: "POST",
    body: { notice_version: noticeVersion },
  });
}

export function useRecordMemberConsent() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: recordMemberConsent, onSuccess: invalidate });
}
