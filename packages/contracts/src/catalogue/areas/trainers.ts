import type { Endpoint } from "../types.ts";

/**
 * The trainers area's entries: the trainers and their rates, their bookings and the exercise assignments
 * (catalogue areas `trainers`, `bookings`, `assignments`; the API's modules/trainers/ serves all three).
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const trainersEndpoints: Endpoint[] = [
  // trainers: designed CRUD in the expenses style; create/update take an optional profile_image (decision 0005)
  { method: "GET", path: "/api/trainers/", area: "trainers", permission: "coaching", source: "designed" },
  {
    method: "POST",
    path: "/api/trainers/create/",
    area: "trainers",
    permission: "manage",
    source: "designed",
    multipart: true,
  },
  {
    method: "PUT",
    path: "/api/trainers/{id}/update/",
    area: "trainers",
    permission: "manage",
    source: "designed",
    multipart: true,
  },
  { method: "PATCH", path: "/api/trainers/{id}/update/", area: "trainers", permission: "manage", source: "designed" },
  { method: "DELETE", path: "/api/trainers/{id}/delete/", area: "trainers", permission: "manage", source: "designed" },
  { method: "GET", path: "/api/trainers/rates/", area: "trainers", permission: "manage", source: "designed" },
  { method: "POST", path: "/api/trainers/rates/create/", area: "trainers", permission: "manage", source: "designed" },
  {
    method: "PUT",
    path: "/api/trainers/rates/{id}/update/",
    area: "trainers",
    permission: "manage",
    source: "designed",
  },
  {
    method: "PATCH",
    path: "/api/trainers/rates/{id}/update/",
    area: "trainers",
    permission: "manage",
    source: "designed",
  },
  {
    method: "DELETE",
    path: "/api/trainers/rates/{id}/delete/",
    area: "trainers",
    permission: "manage",
    source: "designed",
  },

  // bookings: the legacy member-trainer list/create (part 2 §7 prose) and designed CRUD (decision 0005)
  { method: "GET", path: "/trainer/member-trainer/", area: "bookings", permission: "coaching", source: 2 },
  { method: "POST", path: "/trainer/member-trainer/", area: "bookings", permission: "coaching", source: 2 },
  { method: "GET", path: "/api/trainers/bookings/", area: "bookings", permission: "coaching", source: "designed" },
  {
    method: "POST",
    path: "/api/trainers/bookings/create/",
    area: "bookings",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "PUT",
    path: "/api/trainers/bookings/{id}/update/",
    area: "bookings",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "PATCH",
    path: "/api/trainers/bookings/{id}/update/",
    area: "bookings",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "DELETE",
    path: "/api/trainers/bookings/{id}/delete/",
    area: "bookings",
    permission: "manage",
    source: "designed",
  },

  // assignments: designed exercise-assignment CRUD (decision 0005)
  {
    method: "GET",
    path: "/api/exercise-assignments/",
    area: "assignments",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/exercise-assignments/create/",
    area: "assignments",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "PUT",
    path: "/api/exercise-assignments/{id}/update/",
    area: "assignments",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "PATCH",
    path: "/api/exercise-assignments/{id}/update/",
    area: "assignments",
    permission: "coaching",
    source: "designed",
  },
  {
    method: "DELETE",
    path: "/api/exercise-assignments/{id}/delete/",
    area: "assignments",
    permission: "coaching",
    source: "designed",
  },
];
