import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { useInvalidateMemberHistory } from "../../../lib/member-history.ts";
import { paymentKeys } from "./query-keys.ts";

/**
 * After money is received or a record changes: every payment view (the member profile's Payments and
 * Invoices lists among them: they share these keys), the members list (renewal dates and statuses move),
 * the profile's other history lists and the dashboard home's figures reload.
 */
export function useInvalidateMemberPayments(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const invalidateHistory = useInvalidateMemberHistory();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["members"] }),
        invalidateHistory(paymentKeys.all),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
    [queryClient, invalidateHistory],
  );
}
