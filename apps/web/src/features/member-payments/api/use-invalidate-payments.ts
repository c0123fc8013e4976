import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { paymentKeys } from "./query-keys.ts";

/**
 * After money is received or a record changes: every payment view, the members list (renewal dates
 * and statuses move) and the dashboard home's figures reload.
 */
export function useInvalidatePayments(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["members"] }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
    [queryClient],
  );
}
