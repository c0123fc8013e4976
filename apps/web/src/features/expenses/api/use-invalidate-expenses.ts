import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useInvalidateDashboard } from "../../../lib/dashboard-keys.ts";
import { expenseKeys } from "./query-keys.ts";

/** After any change: every expenses list and report, and the home's Revenue/Expenses tiles, reload. */
export function useInvalidateExpenses(): () => Promise<void> {
  const queryClient = useQueryClient();
  const invalidateDashboard = useInvalidateDashboard();
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: expenseKeys.all }), invalidateDashboard()]);
  }, [queryClient, invalidateDashboard]);
}
