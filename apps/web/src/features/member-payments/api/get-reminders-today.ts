import type { RemindersTodayResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** GET /api/expenses/member-payments/reminders-today/ (designed, decision 0348): today's reminders to send. */
export const REMINDERS_TODAY_PATH = "/api/expenses/member-payments/reminders-today/";

export function getRemindersToday(signal?: AbortSignal) {
  return apiRequest<RemindersTodayResponse>(REMINDERS_TODAY_PATH, signal ? { signal } : {});
}

export const remindersTodayQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.remindersToday(), queryFn: ({ signal }) => getRemindersToday(signal) });

export function useRemindersToday() {
  return useQuery(remindersTodayQueryOptions());
}
