import type { Endpoint } from "../types.ts";

/**
 * The dashboard area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const dashboardEndpoints: Endpoint[] = [
  // dashboard: home figures aggregated in SQL (part 1 §2 "Dashboard home"; designed, decision 0006)
  { method: "GET", path: "/api/dashboard/home/", area: "dashboard", permission: "members", source: "designed" },
];
