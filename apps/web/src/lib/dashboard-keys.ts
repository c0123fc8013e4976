import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/**
 * The dashboard home's query keys live here, not in features/dashboard, because other features' changes
 * (a member added, suspended, renewed...) must reload the home's counts and features never import each other.
 */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  home: () => [...dashboardKeys.all, "home"] as const,
  expenseSummary: (startDate: string, endDate: string) =>
    [...dashboardKeys.all, "expense-summary", startDate, endDate] as const,
  memberPaymentSummary: (startDate: string, endDate: string) =>
    [...dashboardKeys.all, "member-payment-summary", startDate, endDate] as const,
  attendanceSummary: () => [...dashboardKeys.all, "attendance-summary"] as const,
};

/** For a feature whose change alters the dashboard home's figures (part 1 §4: counts reload after a change). */
export function useInvalidateDashboard(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);
}
