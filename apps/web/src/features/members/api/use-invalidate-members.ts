import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { memberKeys } from "./query-keys.ts";

/** After any change to members, the lists and the dashboard's counts reload (part 1 §4). */
export function useInvalidateMembers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  }, [queryClient]);
}
