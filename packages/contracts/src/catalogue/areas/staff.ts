import type { Endpoint } from "../types.ts";

/**
 * The staff area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const staffEndpoints: Endpoint[] = [
  // staff: the owner's staff accounts, everyone's own password, door devices (issue 25 §1-§2; designed,
  // decisions 0320, 0322, 0323)
  { method: "GET", path: "/api/auth/staff/", area: "staff", permission: "staff_admin", source: "designed" },
  { method: "POST", path: "/api/auth/staff/", area: "staff", permission: "staff_admin", source: "designed" },
  { method: "PATCH", path: "/api/auth/staff/{id}/", area: "staff", permission: "staff_admin", source: "designed" },
  {
    method: "POST",
    path: "/api/auth/staff/{id}/deactivate/",
    area: "staff",
    permission: "staff_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/auth/staff/{id}/activate/",
    area: "staff",
    permission: "staff_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/auth/staff/{id}/reset-password/",
    area: "staff",
    permission: "staff_admin",
    source: "designed",
  },
  { method: "POST", path: "/api/auth/change-password/", area: "staff", permission: "staff", source: "designed" },
  { method: "GET", path: "/api/auth/door-devices/", area: "staff", permission: "staff_admin", source: "designed" },
  { method: "POST", path: "/api/auth/door-devices/", area: "staff", permission: "staff_admin", source: "designed" },
  {
    method: "POST",
    path: "/api/auth/door-devices/{id}/revoke/",
    area: "staff",
    permission: "staff_admin",
    source: "designed",
  },
];
