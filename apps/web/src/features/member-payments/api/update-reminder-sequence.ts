import type { ReminderSequenceResponse, UpdateReminderSequenceBody } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** PUT /api/expenses/member-payments/reminder-sequence/update/ (designed, decision 0347): the whole list. */
export const UPDATE_REMINDER_SEQUENCE_PATH = "/api/expenses/member-payments/reminder-sequence/update/";

export function updateReminderSequence(body: UpdateReminderSequenceBody) {
  return apiRequest<ReminderSequenceResponse>(UPDATE_REMINDER_SEQUENCE_PATH, { method: "PUT", body });
}

export function useUpdateReminderSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSequence,
    onSuccess: (answer) => queryClient.setQueryData(paymentKeys.reminderSequence(), answer),
  });
}
