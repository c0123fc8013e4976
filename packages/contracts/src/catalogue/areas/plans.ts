import type { Endpoint } from "../types.ts";

/**
 * The plans area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const plansEndpoints: Endpoint[] = [
  // plans: the plan catalogue a member is billed from (issue 23 §4; designed, decision 0290)
  { method: "GET", path: "/api/members/plans/", area: "plans", permission: "members", source: "designed" },
  { method: "POST", path: "/api/members/plans/", area: "plans", permission: "manage", source: "designed" },
  { method: "GET", path: "/api/members/plans/{id}/", area: "plans", permission: "members", source: "designed" },
  { method: "PATCH", path: "/api/members/plans/{id}/", area: "plans", permission: "manage", source: "designed" },
  { method: "POST", path: "/api/members/plans/{id}/archive/", area: "plans", permission: "manage", source: "designed" },
  { method: "POST", path: "/api/members/plans/{id}/restore/", area: "plans", permission: "manage", source: "designed" },
];
