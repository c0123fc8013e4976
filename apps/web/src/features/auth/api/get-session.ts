import type { SessionUser } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

import { SESSION_PATH } from "../../../lib/early-paths.ts";

/** GET /api/auth/session/: the token check of part 1 §2 (its path in lib/early-paths.ts, for the first screen). */
export { SESSION_PATH };

export interface SessionResponse {
  success: true;
  user: SessionUser;
}

export async function getSession(signal?: AbortSignal): Promise<SessionUser> {
  const response = await apiRequest<SessionResponse>(SESSION_PATH, signal ? { signal } : {});
  return response.user;
}

/** Keyed by token so a new sign-in never reuses the previous user's answer. */
export function sessionQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "session", token] as const,
    queryFn: ({ signal }) => getSession(signal),
    // One check per token per page load is enough; any later 401 signs out anyway.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSessionQuery(token: string) {
  return useQuery(sessionQueryOptions(token));
}
