import type { Endpoint } from "../types.ts";

/**
 * The gym-images area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const gymImagesEndpoints: Endpoint[] = [
  // gym-images: gallery list, add, update (optional new image), delete (part 1 §7)
  { method: "GET", path: "/api/android/gyms/images/", area: "gym-images", permission: "manage", source: 1 },
  {
    method: "POST",
    path: "/api/android/gyms/images/add/",
    area: "gym-images",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/android/gyms/images/{id}/update/",
    area: "gym-images",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "DELETE",
    path: "/api/android/gyms/images/{id}/delete/",
    area: "gym-images",
    permission: "manage",
    source: 1,
  },
];
