import type { Endpoint } from "../types.ts";

/**
 * The auth area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const authEndpoints: Endpoint[] = [
  // auth: sign-in, the only public endpoint (part 1 §7)
  { method: "POST", path: "/api/android/auth/login/", area: "auth", permission: "public", source: 1, public: true },
  // auth: the dashboard's token check while its loading screen shows (part 1 §2; designed)
  { method: "GET", path: "/api/auth/session/", area: "auth", permission: "everyone", source: "designed" },
  // auth: sign-out that ends the token's session on the server (issue 7 §7; designed, decision 0088)
  { method: "POST", path: "/api/android/auth/logout/", area: "auth", permission: "everyone", source: "designed" },
];
