import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { DASHBOARD_HOME_PATH } from "../../../lib/early-paths.ts";
import type { DashboardHome } from "./types.ts";

/** GET /api/dashboard/home/ (designed, decision 0006): counts, expired memberships and birthdays in one call. */
export { DASHBOARD_HOME_PATH };

export function getDashboardHome(signal?: AbortSignal): Promise<DashboardHome> {
  return apiRequest<DashboardHome>(DASHBOARD_HOME_PATH, signal ? { signal } : {});
}

export const dashboardHomeQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.home(),
    queryFn: ({ signal }) => getDashboardHome(signal),
  });

export function useDashboardHome() {
  return useQuery(dashboardHomeQueryOptions());
}
