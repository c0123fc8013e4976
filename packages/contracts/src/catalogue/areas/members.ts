import type { Endpoint } from "../types.ts";

/**
 * The members area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const membersEndpoints: Endpoint[] = [
  // members: list (with and without /api), register, suspend/activate, bulk upload (part 1 §7; part 2 repeats list and suspend)
  { method: "GET", path: "/members/members/", area: "members", permission: "members", source: 1 },
  { method: "GET", path: "/api/members/members/", area: "members", permission: "members", source: 1 },
  {
    method: "POST",
    path: "/api/android/member/register/",
    area: "members",
    permission: "members",
    source: 1,
    multipart: true,
  },
  { method: "POST", path: "/api/members/members/{id}/suspend/", area: "members", permission: "members", source: 1 },
  { method: "POST", path: "/api/members/members/{id}/activate/", area: "members", permission: "members", source: 1 },
  {
    method: "GET",
    path: "/api/members/members/export/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  // members: the profile, its edit (multipart, the registration's rules), archive-or-delete and restore
  // (issue 23 §5; designed, decisions 0260, 0261)
  { method: "GET", path: "/api/members/members/{id}/", area: "members", permission: "members", source: "designed" },
  {
    method: "PATCH",
    path: "/api/members/members/{id}/update/",
    area: "members",
    permission: "members_admin",
    source: "designed",
    multipart: true,
  },
  {
    method: "DELETE",
    path: "/api/members/members/{id}/delete/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/members/{id}/restore/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  // members: the gym's own privacy notice, its edit (owner) and a past version (issue 27 §6; designed, decision 0350)
  { method: "GET", path: "/api/members/privacy-notice/", area: "members", permission: "members", source: "designed" },
  {
    method: "PUT",
    path: "/api/members/privacy-notice/update/",
    area: "members",
    permission: "gym_settings",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/members/privacy-notice/versions/{version}/",
    area: "members",
    permission: "members",
    source: "designed",
  },
  // members: data rights under the DPDP Act: consent, the member's data export, erasure (issue 27 §6; designed,
  // decisions 0300-0303)
  {
    method: "GET",
    path: "/api/members/members/{id}/data-rights/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/members/{id}/consent/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/members/members/{id}/data-export/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/members/{id}/erase/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/bulk-upload/",
    area: "members",
    permission: "members_admin",
    source: 1,
    multipart: true,
    tokenIn: "header",
  },
  // members: withdrawing consent and the member's export as a zip (issue 27 §6; designed, decisions 0305, 0309)
  {
    method: "POST",
    path: "/api/members/members/{id}/consent/withdraw/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/members/members/{id}/data-export/zip/",
    area: "members",
    permission: "members_admin",
    source: "designed",
  },
];
