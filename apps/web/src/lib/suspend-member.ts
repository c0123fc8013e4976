import type { MemberStatusChangeResponse } from "@gym/contracts";
import { apiRequest } from "./api-client.ts";

/**
 * POST /api/members/members/{id}/suspend/ (part 1 §7, part 2 §7, empty body): from the members list
 * and from the monthly payments view's actions menu. The one client of this endpoint (issue 22 §5).
 */
export const suspendMemberPath = (id: number) => `/api/members/members/${id}/suspend/`;

export function suspendMember(id: number): Promise<MemberStatusChangeResponse> {
  return apiRequest<MemberStatusChangeResponse>(suspendMemberPath(id), { method: "POST" });
}
