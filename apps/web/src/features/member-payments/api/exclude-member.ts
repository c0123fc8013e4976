import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** POST /api/expenses/member-payments/reminder-exclusions/ (designed, decision 0348): leave a member out. */
export const EXCLUDE_MEMBER_PATH = "/api/expenses/member-payments/reminder-exclusions/";

export function excludeMember(memberId: number) {
  return apiRequest(EXCLUDE_MEMBER_PATH, { method: "POST", body: { member_id: memberId } });
}

export function useExcludeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excludeMember,
    // Today's list, the worklist's "excluded" marks and the exclusions list change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
