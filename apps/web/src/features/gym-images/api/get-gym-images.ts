import type { ListGymImagesResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { gymImageKeys } from "./query-keys.ts";

/** GET /api/android/gyms/images/ (part 1 §7): success, images, grouped_images. */
export const GYM_IMAGES_PATH = "/api/android/gyms/images/";

export function getGymImages(signal?: AbortSignal): Promise<ListGymImagesResponse> {
  return apiRequest<ListGymImagesResponse>(GYM_IMAGES_PATH, signal ? { signal } : {});
}

export const gymImagesQueryOptions = () =>
  queryOptions({ queryKey: gymImageKeys.list(), queryFn: ({ signal }) => getGymImages(signal) });

export function useGymImages() {
  return useQuery(gymImagesQueryOptions());
}
