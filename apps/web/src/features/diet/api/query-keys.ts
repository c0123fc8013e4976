import type { FoodMenuQuery } from "../utils/food-filters.ts";

/** One root key for diet management, so any change (food or category) reloads every list and detail. */
export const dietKeys = {
  all: ["diet"] as const,
  categories: () => [...dietKeys.all, "categories"] as const,
  menu: (query: FoodMenuQuery) => [...dietKeys.all, "menu", query] as const,
  menus: () => [...dietKeys.all, "menu"] as const,
  food: (id: number) => [...dietKeys.all, "food", id] as const,
};
