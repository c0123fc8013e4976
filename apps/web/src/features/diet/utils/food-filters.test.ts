import { describe, expect, it } from "vitest";
import { foodMenuQuery, hasFoodFilters, parseFoodFilters, withFoodFilters } from "./food-filters.ts";

describe("food menu filters in the URL", () => {
  it("reads the URL, ignoring malformed values", () => {
    const f = parseFoodFilters(new URLSearchParams("tab=categories&search=%20dal%20&category=x&vegan=1&gf=0&page=-2"));
    expect(f).toEqual({
      tab: "categories",
      search: "dal",
      category: "",
      vegetarian: false,
      vegan: true,
      glutenFree: false,
      page: 1,
    });
  });

  it("a filter change goes back to page 1; a page or tab change keeps the rest", () => {
    const start = new URLSearchParams("vegan=1&page=3");
    expect(withFoodFilters(start, { glutenFree: true }).toString()).toBe("vegan=1&gf=1");
    expect(withFoodFilters(start, { page: 4 }).toString()).toBe("vegan=1&page=4");
    expect(withFoodFilters(start, { tab: "categories" }).toString()).toBe("tab=categories&vegan=1&page=3");
  });

  it("sends only the filters that are set", () => {
    const f = parseFoodFilters(new URLSearchParams("category=4&veg=1"));
    expect(hasFoodFilters(f)).toBe(true);
    expect(foodMenuQuery(f)).toEqual({ page: 1, page_size: 24, category_id: "4", is_vegetarian: true });
    expect(hasFoodFilters(parseFoodFilters(new URLSearchParams("tab=categories")))).toBe(false);
  });
});
