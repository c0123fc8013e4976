import { describe, expect, it } from "vitest";
import { formatDateTime, fromLocalInput, toLocalInput } from "./date-time-local.ts";
import { EMPTY_POST_FILTERS, hasActiveFilters, toPostsQuery } from "./post-filters.ts";
import { publicPageUrl } from "./public-page-url.ts";
import { cardTags } from "./tags.ts";

describe("posts filters", () => {
  it("sends only non-empty filters and leaves the default ordering out", () => {
    expect(toPostsQuery(EMPTY_POST_FILTERS)).toEqual({});
    expect(hasActiveFilters(EMPTY_POST_FILTERS)).toBe(false);
    const query = toPostsQuery({ ...EMPTY_POST_FILTERS, search: " yoga ", status: "draft", ordering: "-view_count" });
    expect(query).toEqual({ search: "yoga", status: "draft", ordering: "-view_count" });
  });
});

describe("card tags (part 2 §9: at most 3)", () => {
  it("shows three and counts the rest", () => {
    expect(cardTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(cardTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
  });
});

describe("date-time inputs", () => {
  it("shows an instant on the gym's clock (Asia/Kolkata), trimmed to the minute, and sends wall-clock text", () => {
    expect(toLocalInput("2026-12-01T13:00:59.000Z")).toBe("2026-12-01T18:30");
    expect(fromLocalInput(" 2026-12-01T18:30 ")).toBe("2026-12-01T18:30");
    expect(formatDateTime("2026-12-01T13:00:00.000Z")).toMatch(/1 Dec 2026, 6:30\s?pm/i);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("")).toBe("");
  });
});

describe("the public page's address", () => {
  it("is the gym's /g/ path on the dashboard's origin (the front desk QR)", () => {
    expect(publicPageUrl("http://gym.local:3000/", "demo_gym")).toBe("http://gym.local:3000/g/demo_gym");
  });
});
