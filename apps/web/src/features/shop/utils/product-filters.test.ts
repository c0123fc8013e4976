import { describe, expect, it } from "vitest";
import { hasFilters, NO_FILTERS, parseProductFilters, productsQuery, withProductFilters } from "./product-filters.ts";

describe("the products screen's filters in the URL (decision 0157)", () => {
  it("reads a full query and ignores malformed values", () => {
    const f = parseProductFilters(
      new URLSearchParams(
        "search=whey&category=3&min_price=100&max_price=abc&stock=out&featured=1&ordering=-price&page=2",
      ),
    );
    expect(f).toEqual({
      ...NO_FILTERS,
      search: "whey",
      category: "3",
      min_price: "100",
      stock: "out",
      featured: true,
      ordering: "-price",
      page: 2,
    });
    expect(parseProductFilters(new URLSearchParams("ordering=drop&page=-1&category=1x"))).toEqual(NO_FILTERS);
  });

  it("goes back to page 1 on any change but the page, and keeps defaults out of the URL", () => {
    const current = new URLSearchParams("brand=nike&page=3");
    expect(withProductFilters(current, { stock: "in" }).toString()).toBe("brand=nike&stock=in");
    expect(withProductFilters(current, { page: 4 }).toString()).toBe("brand=nike&page=4");
    expect(withProductFilters(current, { ...NO_FILTERS }).toString()).toBe("");
  });

  it("sends only non-empty filters, as the API names them", () => {
    expect(productsQuery(NO_FILTERS)).toEqual({ page: 1, page_size: 24 });
    expect(productsQuery({ ...NO_FILTERS, stock: "out", featured: true, ordering: "name", min_price: "5" })).toEqual({
      page: 1,
      page_size: 24,
      in_stock: false,
      is_featured: true,
      ordering: "name",
      min_price: "5",
    });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, ordering: "price" })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, brand: "x" })).toBe(true);
  });
});
