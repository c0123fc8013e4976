import type { Endpoint } from "../types.ts";

/**
 * The feedback area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const feedbackEndpoints: Endpoint[] = [
  // feedback: admin list, categories, details, respond, follow-up (part 2 §7)
  { method: "GET", path: "/api/android/feedback/admin/list/", area: "feedback", permission: "manage", source: 2 },
  { method: "GET", path: "/api/android/feedback/categories/", area: "feedback", permission: "manage", source: 2 },
  { method: "GET", path: "/api/android/feedback/details/{id}/", area: "feedback", permission: "manage", source: 2 },
  {
    method: "PATCH",
    path: "/api/android/feedback/admin/respond/{id}/",
    area: "feedback",
    permission: "manage",
    source: 2,
  },
  { method: "POST", path: "/api/android/feedback/respond/{id}/", area: "feedback", permission: "manage", source: 2 },
  // feedback: the public form on the gym's page, a member's own threads and follow-ups, no token (issue 13; designed, decisions 0112, 0113)
  {
    method: "GET",
    path: "/api/public/gyms/{schema_name}/feedback/categories/",
    area: "feedback",
    permission: "public",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/feedback/",
    area: "feedback",
    permission: "public",
    source: "designed",
    public: true,
    multipart: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/feedback/mine/",
    area: "feedback",
    permission: "public",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/feedback/{id}/follow-up/",
    area: "feedback",
    permission: "public",
    source: "designed",
    public: true,
  },
];
