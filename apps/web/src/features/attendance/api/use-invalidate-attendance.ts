import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { attendanceKeys } from "./query-keys.ts";

/** After a check-in or money taken at the door: the area's lists and the home's figures reload. */
export function useInvalidateAttendance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  }, [queryClient]);
}
