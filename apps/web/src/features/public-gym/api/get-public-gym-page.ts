import { PUBLIC_GYM_PAGE_MAX_AGE, type PublicGymPageResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { publicGymKeys } from "./query-keys.ts";

/** GET /api/public/gyms/{schema_name}/ (designed, decision 0140): no token needed. */
export const publicGymPagePath = (schemaName: string) => `/api/public/gyms/${encodeURIComponent(schemaName)}/`;

export function getPublicGymPage(schemaName: string, signal?: AbortSignal): Promise<PublicGymPageResponse> {
  // A visitor's browser may hold a dashboard session of another gym: a public page never signs anyone out.
  return apiRequest<PublicGymPageResponse>(publicGymPagePath(schemaName), {
    skipUnauthorizedHandling: true,
    ...(signal ? { signal } : {}),
  });
}

export const publicGymPageQueryOptions = (schemaName: string) =>
  queryOptions({
    queryKey: publicGymKeys.page(schemaName),
    queryFn: ({ signal }) => getPublicGymPage(schemaName, signal),
    staleTime: PUBLIC_GYM_PAGE_MAX_AGE * 1000,
    // An unknown gym stays unknown: retrying a 404 only delays the message.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function usePublicGymPage(schemaName: string) {
  return useQuery(publicGymPageQueryOptions(schemaName));
}
