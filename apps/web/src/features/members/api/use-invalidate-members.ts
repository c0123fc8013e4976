import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { useInvalidateMemberHistory } from "../../../lib/member-history.ts";
import { memberKeys } from "./query-keys.ts";

/**
 * After any change to members, the lists, the profile's history lists (under their areas' keys,
 * src/lib/member-history.ts) and the dashboard's counts reload (part 1 §4).
 */
export function useInvalidateMembers(): () => Promise<void> {
  const queryClient = useQueryClient();
  const invalidateHistory = useInvalidateMemberHistory();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
      invalidateHistory(),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  }, [queryClient, invalidateHistory]);
}
