import type { Permission } from "./permissions.ts";

export const AREAS = [
  "auth",
  "dashboard",
  "members",
  "gym-images",
  "exercises",
  "diet",
  "feedback",
  "shop",
  "posts",
  "expenses",
  "member-payments",
  "trainers",
  "bookings",
  "assignments",
  "attendance",
  "backups",
  "plans",
  "audit",
  "cash-close",
  "member-page",
  "staff",
] as const;
export type Area = (typeof AREAS)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  method: HttpMethod;
  /** As the spec writes it, `{param}` placeholders and trailing slashes included. */
  path: string;
  area: Area;
  /** Which spec document names it: 1 = part 1, 2 = part 2, "designed" = our own path where the spec shows none. */
  source: 1 | 2 | "designed";
  /**
   * Which roles may call it (decision 0321): a name of `PERMISSIONS` (permissions.ts). The auth plugin
   * refuses every other role with a 403 before the handler; `public` entries take no token.
   */
  permission: Permission;
  /** Reachable without a token (sign-in, the public pages, the member's page posts). */
  public?: boolean;
  /**
   * The key is a member's private link in the path (`{schema_name}/{token}`), never a staff token (decision
   * 0352): a malformed, unknown, revoked or another gym's link is the one 404 page, nothing written; a sign-in
   * token opens nothing. Only with `public`.
   */
  memberLink?: boolean;
  /** Request body is multipart/form-data. */
  multipart?: boolean;
  /**
   * The documented clients send the token only in the Authorization header (or the query): a call
   * without one there is refused before its body is read (decision 0086). Absent: the body may carry it.
   */
  tokenIn?: "header";
}

/** `/api/x/{id}/y/` → `/api/x/:id/y/` (Fastify's syntax). */
export function toRoutePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

export function endpointKey(e: Pick<Endpoint, "method" | "path">): string {
  return `${e.method} ${toRoutePath(e.path)}`;
}
