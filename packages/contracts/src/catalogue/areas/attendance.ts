import type { Endpoint } from "../types.ts";

/**
 * The attendance area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const attendanceEndpoints: Endpoint[] = [
  // attendance: the front desk's check-in and door check, member cards, visits, reports and settings
  // (issue 24; designed, decisions 0250-0256)
  { method: "GET", path: "/api/attendance/members/", area: "attendance", permission: "check_in", source: "designed" },
  { method: "POST", path: "/api/attendance/check-in/", area: "attendance", permission: "check_in", source: "designed" },
  { method: "GET", path: "/api/attendance/today/", area: "attendance", permission: "check_in", source: "designed" },
  { method: "GET", path: "/api/attendance/check-ins/", area: "attendance", permission: "members", source: "designed" },
  {
    method: "GET",
    path: "/api/attendance/check-ins/export/",
    area: "attendance",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/attendance/reports/visits/",
    area: "attendance",
    permission: "manage",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/attendance/reports/heat-map/",
    area: "attendance",
    permission: "manage",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/attendance/reports/not-attending/",
    area: "attendance",
    permission: "manage",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/attendance/reports/not-paying/",
    area: "attendance",
    permission: "money_control",
    source: "designed",
  },
  { method: "GET", path: "/api/attendance/summary/", area: "attendance", permission: "manage", source: "designed" },
  { method: "GET", path: "/api/attendance/settings/", area: "attendance", permission: "manage", source: "designed" },
  {
    method: "PUT",
    path: "/api/attendance/settings/update/",
    area: "attendance",
    permission: "gym_settings",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/members/members/{id}/card/",
    area: "attendance",
    permission: "members",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/members/{id}/card/reissue/",
    area: "attendance",
    permission: "members",
    source: "designed",
  },
  // attendance: freezing a membership, ending it early, its history (issue 24 §4; designed, decision 0258)
  {
    method: "POST",
    path: "/api/members/members/{id}/freeze/",
    area: "attendance",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/members/{id}/unfreeze/",
    area: "attendance",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/members/members/{id}/freezes/",
    area: "attendance",
    permission: "members",
    source: "designed",
  },
];
