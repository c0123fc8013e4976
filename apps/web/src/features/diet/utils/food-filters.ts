import { FOOD_ITEMS_PAGE_SIZE_DEFAULT } from "@gym/contracts";

/**
 * The food menu's filters (part 2 §2: search, category, vegetarian, vegan, gluten free), and the tab,
 * kept in the URL (?tab=&search=&category=&veg=1&vegan=1&gf=1&page=) so a reload keeps them.
 */
export type DietTab = "menu" | "categories";

export interface FoodFilters {
  tab: DietTab;
  search: string;
  category: string;
  vegetarian: boolean;
  vegan: boolean;
  glutenFree: boolean;
  page: number;
}

export const NO_FOOD_FILTERS: Omit<FoodFilters, "tab"> = {
  search: "",
  category: "",
  vegetarian: false,
  vegan: false,
  glutenFree: false,
  page: 1,
};

export function parseFoodFilters(params: URLSearchParams): FoodFilters {
  const category = params.get("category");
  const page = Number(params.get("page"));
  return {
    tab: params.get("tab") === "categories" ? "categories" : "menu",
    search: params.get("search")?.trim() ?? "",
    category: category && /^\d+$/.test(category) ? category : "",
    vegetarian: params.get("veg") === "1",
    vegan: params.get("vegan") === "1",
    glutenFree: params.get("gf") === "1",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes a change; any change but the page (or the tab) goes back to page 1. Defaults stay out of the URL. */
export function withFoodFilters(current: URLSearchParams, change: Partial<FoodFilters>): URLSearchParams {
  const next = { ...parseFoodFilters(current), ...change };
  if (change.page === undefined && Object.keys(change).some((k) => k !== "tab")) next.page = 1;
  const params = new URLSearchParams();
  if (next.tab === "categories") params.set("tab", "categories");
  if (next.search) params.set("search", next.search);
  if (next.category) params.set("category", next.category);
  if (next.vegetarian) params.set("veg", "1");
  if (next.vegan) params.set("vegan", "1");
  if (next.glutenFree) params.set("gf", "1");
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

export const hasFoodFilters = (f: FoodFilters) =>
  Boolean(f.search || f.category || f.vegetarian || f.vegan || f.glutenFree);

/** The menu call's query string (GET /api/android/diet/menu/): only the filters that are set (part 2 §7). */
export interface FoodMenuQuery {
  category_id?: string;
  search?: string;
  is_vegetarian?: boolean;
  is_vegan?: boolean;
  is_gluten_free?: boolean;
  page: number;
  page_size: number;
}

export function foodMenuQuery(f: FoodFilters): FoodMenuQuery {
  const query: FoodMenuQuery = { page: f.page, page_size: FOOD_ITEMS_PAGE_SIZE_DEFAULT };
  if (f.category) query.category_id = f.category;
  if (f.search) query.search = f.search;
  if (f.vegetarian) query.is_vegetarian = true;
  if (f.vegan) query.is_vegan = true;
  if (f.glutenFree) query.is_gluten_free = true;
  return query;
}
