import { describe, expect, it } from "vitest";
import { monthlyQuery, pageRangeText, parseTrackingParams, withTrackingParams } from "./tracking-params.ts";

const MONTH = "2026-12";
const parse = (query: string) => parseTrackingParams(new URLSearchParams(query), MONTH);

describe("smart tracking's monthly view pages on the server (issue 23 §6, decision 0246)", () => {
  it("asks for one page of 20, not every member of the month", () => {
    expect(monthlyQuery(parse("view=monthly"))).toEqual({ year: 2026, month: 12, page: 1, page_size: 20 });
  });

  it("keeps the search, the status filter, the page and the page size in the URL", () => {
    const p = parse("view=monthly&month=2026-11&status=overdue&q=asha&page=3&size=50");
    expect(p).toMatchObject({ month: "2026-11", status: "OVERDUE", search: "asha", page: 3, pageSize: 50 });
    expect(monthlyQuery(p)).toEqual({
      year: 2026,
      month: 11,
      page: 3,
      page_size: 50,
      search: "asha",
      payment_status: "OVERDUE",
    });
    expect(withTrackingParams(p, {}, MONTH).toString()).toBe(
      "view=monthly&month=2026-11&status=OVERDUE&q=asha&page=3&size=50",
    );
  });

  it("a size that is not offered falls back to 20; defaults stay out of the URL", () => {
    expect(parse("size=7").pageSize).toBe(20);
    expect(parse("size=abc&page=-2").page).toBe(1);
    expect(withTrackingParams(parse("view=monthly"), {}, MONTH).toString()).toBe("view=monthly");
  });

  it("a new filter, search, month or page size goes back to page 1; a page change keeps the filters", () => {
    const p = parse("view=monthly&status=PAID&q=ravi&page=4");
    expect(withTrackingParams(p, { status: "PENDING" }, MONTH).get("page")).toBeNull();
    expect(withTrackingParams(p, { search: "x" }, MONTH).get("page")).toBeNull();
    expect(withTrackingParams(p, { month: "2026-10" }, MONTH).get("page")).toBeNull();
    expect(withTrackingParams(p, { pageSize: 100 }, MONTH).toString()).toBe("view=monthly&status=PAID&q=ravi&size=100");
    expect(withTrackingParams(p, { page: 5 }, MONTH).toString()).toBe("view=monthly&status=PAID&q=ravi&page=5");
  });

  it("says which members a page shows", () => {
    expect(pageRangeText(92, 1, 20)).toBe("Showing 1–20 of 92");
    expect(pageRangeText(92, 5, 20)).toBe("Showing 81–92 of 92");
    expect(pageRangeText(0, 1, 20)).toBe("Showing 0–0 of 0");
  });
});
