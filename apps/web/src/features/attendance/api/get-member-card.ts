import type { MemberCardResponse } from "@gym/contracts";
import { apiRequest } from "../../../lib/api-client.ts";

/** GET /api/members/members/{id}/card/ (designed, decision 0251): the member's card as a one-page PDF. */
export const memberCardPath = (id: number) => `/api/members/members/${id}/card/`;

export function getMemberCard(id: number): Promise<MemberCardResponse> {
  return apiRequest<MemberCardResponse>(memberCardPath(id));
}
