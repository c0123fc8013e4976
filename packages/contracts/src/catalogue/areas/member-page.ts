import type { Endpoint } from "../types.ts";

/**
 * The member-page area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const memberPageEndpoints: Endpoint[] = [
  // member-page: each member's private link, read, made or rotated, and revoked by staff (issue 26 §1;
  // designed, decision 0341). The page it opens, /m/{schema_name}/{token}, answers HTML like /g/ (0342).
  {
    method: "GET",
    path: "/api/members/members/{id}/member-link/",
    area: "member-page",
    permission: "members",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/members/{id}/member-link/",
    area: "member-page",
    permission: "members",
    source: "designed",
  },
  {
    method: "DELETE",
    path: "/api/members/members/{id}/member-link/",
    area: "member-page",
    permission: "members",
    source: "designed",
  },
  // What members ask for on their page, decided by staff (issue 26 §2; designed, decisions 0344, 0345).
  {
    method: "GET",
    path: "/api/members/freeze-requests/",
    area: "member-page",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/freeze-requests/{id}/approve/",
    area: "member-page",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/members/freeze-requests/{id}/decline/",
    area: "member-page",
    permission: "members_admin",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/members/member-page-settings/",
    area: "member-page",
    permission: "members",
    source: "designed",
  },
  {
    method: "PUT",
    path: "/api/members/member-page-settings/",
    area: "member-page",
    permission: "gym_settings",
    source: "designed",
  },
  // member-page: the page's own form posts (issue 26 §2; designed, decision 0343): no staff token, the member's
  // private link in the path is the key (decision 0352). The page itself, GET /m/{schema_name}/{token}, stays
  // HTML outside the catalogue like /g/{schema_name}.
  ...(["bookings", "freeze", "workouts/{id}/done", "feedback"] as const).map(
    (action): Endpoint => ({
      method: "POST",
      path: `/m/{schema_name}/{token}/${action}`,
      area: "member-page",
      permission: "public",
      source: "designed",
      public: true,
      memberLink: true,
    }),
  ),
];
