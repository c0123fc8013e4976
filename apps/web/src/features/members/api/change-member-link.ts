import type { MemberLinkResponse } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { memberLinkKey, memberLinkPath } from "./get-member-link.ts";

/** POST: a new link (the old one stops at once); DELETE: the link is revoked (decision 0341). */
export function changeMemberLink(id: number, change: "rotate" | "revoke"): Promise<MemberLinkResponse> {
  return apiRequest<MemberLinkResponse>(
    memberLinkPath(id),
    change === "rotate" ? { method: "POST", body: {} } : { method: "DELETE" },
  );
}

export function useChangeMemberLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: "rotate" | "revoke") => changeMemberLink(id, change),
    onSuccess: (answer) => client.setQueryData(memberLinkKey(id), answer),
  });
}
