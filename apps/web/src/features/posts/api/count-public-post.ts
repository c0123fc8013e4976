import type { PublicPostActionResponse } from "@gym/contracts";
import { apiRequest } from "../../../lib/api-client.ts";

const base = (schemaName: string) => `/api/public/gyms/${encodeURIComponent(schemaName)}/posts/`;

/** POST /api/public/gyms/{schema_name}/posts/views/ (designed, decision 0143): the posts a visitor has seen. */
export function countPostViews(schemaName: string, postIds: number[]): Promise<{ counted: number[] }> {
  return apiRequest(`${base(schemaName)}views/`, {
    method: "POST",
    body: { post_ids: postIds },
    skipUnauthorizedHandling: true,
  });
}

/** POST .../posts/{id}/like/ and .../share/: counted once a day per visitor. */
export function countPostAction(
  schemaName: string,
  id: number,
  action: "like" | "share",
): Promise<PublicPostActionResponse> {
  return apiRequest(`${base(schemaName)}${id}/${action}/`, { method: "POST", skipUnauthorizedHandling: true });
}
