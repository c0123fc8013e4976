import type { MemberCardResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/members/members/{id}/card/reissue/ (designed, decision 0251): the old code stops working. */
export const reissueCardPath = (id: number) => `/api/members/members/${id}/card/reissue/`;

export function reissueCard(id: number): Promise<MemberCardResponse> {
  return apiRequest<MemberCardResponse>(reissueCardPath(id), { method: "POST", body: {} });
}

export function useReissueCard() {
  return useMutation({ mutationFn: reissueCard });
}
