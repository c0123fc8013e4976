import type { Endpoint } from "../types.ts";

/**
 * The diet area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const dietEndpoints: Endpoint[] = [
  // diet: food menu, food items, diet categories (part 2 §7)
  { method: "GET", path: "/api/android/diet/categories/", area: "diet", permission: "staff", source: 2 },
  { method: "GET", path: "/api/android/diet/menu/", area: "diet", permission: "staff", source: 2 },
  { method: "GET", path: "/api/android/diet/food/{id}/", area: "diet", permission: "staff", source: 2 },
  { method: "POST", path: "/api/android/diet/food/create/", area: "diet", permission: "manage", source: 2 },
  { method: "PATCH", path: "/api/android/diet/food/{id}/update/", area: "diet", permission: "manage", source: 2 },
  { method: "DELETE", path: "/api/android/diet/food/{id}/delete/", area: "diet", permission: "manage", source: 2 },
  { method: "POST", path: "/api/android/diet/categories/create/", area: "diet", permission: "manage", source: 2 },
];
