import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchFromFilters } from "./filters.ts";

describe("the audit trail's filters in the URL", () => {
  it("reads the known filters and drops what is not one", () => {
    const read = filtersFromSearch(
      new URLSearchParams("user_id=3&area=plans&member_id=12&from=2026-12-01&to=2026-12-13&page=2"),
    );
    expect(read).toEqual({ page: 2, user_id: 3, area: "plans", member_id: 12, from: "2026-12-01", to: "2026-12-13" });
    expect(filtersFromSearch(new URLSearchParams("user_id=abc&area=nowhere&from=13-12-2026&page=0"))).toEqual({
      page: 1,
    });
  });

  it("writes them back without empty values or the first page", () => {
    expect(searchFromFilters({ page: 1, area: "members", from: undefined }).toString()).toBe("area=members");
    expect(searchFromFilters({ page: 3, member_id: 7 }).toString()).toBe("page=3&member_id=7");
  });
});
