import type { Endpoint } from "../types.ts";

/**
 * The exercises area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const exercisesEndpoints: Endpoint[] = [
  // exercises: library categories, muscle groups, exercises and their media (part 1 §7; the /android/ aliases the assignment screen reads, part 2 §7 prose)
  { method: "GET", path: "/api/android/exercise/categories/", area: "exercises", permission: "staff", source: 1 },
  { method: "GET", path: "/api/android/exercise/muscle-groups/", area: "exercises", permission: "staff", source: 1 },
  { method: "GET", path: "/api/android/exercise/menu/", area: "exercises", permission: "staff", source: 1 },
  {
    method: "POST",
    path: "/api/android/exercise/categories/create/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/android/exercise/categories/{id}/update/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "POST",
    path: "/api/android/exercise/muscle-groups/create/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "POST",
    path: "/api/android/exercise/create/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/android/exercise/{id}/update/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/android/exercise/{id}/edit/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/android/exercise/{id}/add-images/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "POST",
    path: "/api/android/exercise/upload-image/",
    area: "exercises",
    permission: "manage",
    source: 1,
    multipart: true,
  },
  {
    method: "DELETE",
    path: "/api/android/exercise/{id}/delete-image/",
    area: "exercises",
    permission: "manage",
    source: 1,
  },
  {
    method: "PATCH",
    path: "/api/exercise/{id}/images/{imageId}/update/",
    area: "exercises",
    permission: "manage",
    source: 1,
  },
  { method: "GET", path: "/android/exercise/categories/", area: "exercises", permission: "staff", source: 2 },
  { method: "GET", path: "/android/exercise/menu/", area: "exercises", permission: "staff", source: 2 },
  // exercises: the detail page's lookup by id, exercise_id code or name slug (part 1 §2; designed, decision 0043)
  { method: "GET", path: "/api/android/exercise/{id}/", area: "exercises", permission: "staff", source: "designed" },
];
