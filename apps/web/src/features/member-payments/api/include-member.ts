import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** DELETE /api/expenses/member-payments/reminder-exclusions/{id}/ (designed, decision 0348): back in the sequence. */
export const includeMemberPath = (memberId: number) => `/api/expenses/member-payments/reminder-exclusions/${memberId}/`;

export function includeMember(memberId: number) {
  return apiRequest(includeMemberPath(memberId), { method: "DELETE" });
}

export function useIncludeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: includeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
