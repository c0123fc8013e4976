import type { ReminderSequenceResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/reminder-sequence/ (designed, decision 0347): the sequence's steps. */
export const REMINDER_SEQUENCE_PATH = "/api/expenses/member-payments/reminder-sequence/";

export function getReminderSequence(signal?: AbortSignal) {
  return apiRequest<ReminderSequenceResponse>(REMINDER_SEQUENCE_PATH, signal ? { signal } : {});
}

export const reminderSequenceQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.reminderSequence(), queryFn: ({ signal }) => getReminderSequence(signal) });

export function useReminderSequence() {
  return useQuery(reminderSequenceQueryOptions());
}
