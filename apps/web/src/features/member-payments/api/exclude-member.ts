import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { REMINDER_EXCLUSIONS_PATH } from "./get-reminder-exclusions.ts";
import { paymentKeys } from "./query-keys.ts";

/** POST to the exclusions (designed, decision 0348; the path is the list's): leave a member out. */
export function excludeMember(memberId: number) {
  return apiRequest(REMINDER_EXCLUSIONS_PATH, { method: "POST", body: { member_id: memberId } });
}

export function useExcludeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excludeMember,
    // Today's list, the worklist's "excluded" marks and the exclusions list change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
