import type { RemindersResponse } from "@gym/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { paymentKeys } from "./query-keys.ts";

/** POST /api/expenses/member-payments/reminders/ (designed, decision 0189): wa.me links, last reminder recorded. */
export const REMINDERS_PATH = "/api/expenses/member-payments/reminders/";

export type RemindersInput =
  | { payment_ids: number[] }
  | { payment_status: "OVERDUE" | "PENDING"; year: number; month: number };

export function sendReminders(body: RemindersInput) {
  return apiRequest<RemindersResponse>(REMINDERS_PATH, { method: "POST", body });
}

export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminders,
    // The cards show the last reminder date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, "by-month"] }),
  });
}
