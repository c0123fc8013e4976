import type { ListGymImagesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { getStoredUser } from "../../../lib/session-storage.ts";

/** GET /api/android/gyms/images/ (part 1 §7): success, images, grouped_images. */
export const GYM_IMAGES_PATH = "/api/android/gyms/images/";

/** Every gallery query starts with this key, so one invalidation reloads them all. */
export const GYM_IMAGES_KEY = ["gym-images"] as const;

export function getGymImages(signal?: AbortSignal): Promise<ListGymImagesResponse> {
  return apiRequest<ListGymImagesResponse>(GYM_IMAGES_PATH, {
    query: { schema_name: getStoredUser()?.schema_name },
    ...(signal ? { signal } : {}),
  });
}

export const gymImagesQueryOptions = () =>
  queryOptions({
    queryKey: [...GYM_IMAGES_KEY, "list"] as const,
    queryFn: ({ signal }) => getGymImages(signal),
  });

export function useGymImagesQuery() {
  return useQuery(gymImagesQueryOptions());
}
