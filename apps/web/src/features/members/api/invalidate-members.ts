import type { QueryClient } from "@tanstack/react-query";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { membersKeys } from "./get-members.ts";

/** After any change to members, the list and the dashboard's counts reload (part 1 §4). */
export function invalidateMemberViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
