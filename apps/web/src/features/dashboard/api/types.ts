/**
 * The dashboard-home shapes come from `@gym/contracts` (packages/contracts/src/areas/dashboard.ts);
 * this file gives the screens short local names.
 */
import type { DashboardHomeResponse } from "@gym/contracts";

export type DashboardHome = DashboardHomeResponse;
export type DashboardMemberCounts = DashboardHomeResponse["members"];
export type ExpiredMemberships = DashboardHomeResponse["expired_memberships"];
export type Birthdays = DashboardHomeResponse["birthdays"];
