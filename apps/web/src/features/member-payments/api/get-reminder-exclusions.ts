import type { ReminderExclusionsResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/reminder-exclusions/ (designed, decision 0348): members left out. */
export const REMINDER_EXCLUSIONS_PATH = "/api/expenses/member-payments/reminder-exclusions/";

export function getReminderExclusions(signal?: AbortSignal) {
  return apiRequest<ReminderExclusionsResponse>(REMINDER_EXCLUSIONS_PATH, signal ? { signal } : {});
}

export const reminderExclusionsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.reminderExclusions(), queryFn: ({ signal }) => getReminderExclusions(signal) });

export function useReminderExclusions() {
  return useQuery(reminderExclusionsQueryOptions());
}
