import { describe, expect, it } from "vitest";
import { parseListParams, withListParams } from "./list-params.ts";

describe("parseListParams", () => {
  it("reads the filters and forgives bad values", () => {
    expect(parseListParams(new URLSearchParams("search=%20asha%20&status=expired&page=3&size=50"))).toEqual({
      search: "asha",
      status: "EXPIRED",
      archived: false,
      page: 3,
      pageSize: 50,
    });
    expect(parseListParams(new URLSearchParams("status=gone&page=-2&size=7"))).toEqual({
      search: "",
      status: null,
      archived: false,
      page: 1,
      pageSize: 20,
    });
    expect(parseListParams(new URLSearchParams("archived=1")).archived).toBe(true);
  });
});

describe("withListParams", () => {
  const current = new URLSearchParams("search=asha&status=ACTIVE&page=4");

  it("goes back to page 1 when a filter changes", () => {
    expect(withListParams(current, { status: "SUSPENDED" }).toString()).toBe("search=asha&status=SUSPENDED");
    expect(withListParams(current, { search: "" }).toString()).toBe("status=ACTIVE");
  });

  it("keeps the filters when only the page changes, and leaves defaults out", () => {
    expect(withListParams(current, { page: 5 }).toString()).toBe("search=asha&status=ACTIVE&page=5");
    expect(withListParams(current, { status: null, search: "", pageSize: 50 }).toString()).toBe("size=50");
  });

  it("keeps the archive filter in the URL (decision 0261) until it is cleared", () => {
    const archived = withListParams(current, { archived: true, status: null });
    expect(archived.toString()).toBe("search=asha&archived=1");
    expect(withListParams(archived, { page: 2 }).toString()).toBe("search=asha&archived=1&page=2");
    expect(withListParams(archived, { archived: false }).toString()).toBe("search=asha");
  });
});
