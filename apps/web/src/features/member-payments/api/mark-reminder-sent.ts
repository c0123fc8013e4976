import type { MarkReminderSentResponse } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** POST /api/expenses/member-payments/reminders-today/{id}/sent/ (designed, decision 0348): who sent it, when. */
export const markReminderSentPath = (id: number) => `/api/expenses/member-payments/reminders-today/${id}/sent/`;

export function markReminderSent(id: number) {
  return apiRequest<MarkReminderSentResponse>(markReminderSentPath(id), { method: "POST" });
}

export function useMarkReminderSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReminderSent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.remindersToday() }),
  });
}
