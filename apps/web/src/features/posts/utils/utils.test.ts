import { describe, expect, it } from "vitest";
import { formatDateTime, fromLocalInput, toLocalInput } from "./date-time-local.ts";
import { compactCount, feeText } from "./labels.ts";
import { EMPTY_POST_FILTERS, hasActiveFilters, toPostsQuery } from "./post-filters.ts";
import { publicPageUrl, whatsappShareUrl } from "./public-page-url.ts";
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

describe("labels and links", () => {
  it("writes fees and counts for small cards", () => {
    const rupees = (n: number) => `₹${n}`;
    expect(feeText(0, rupees)).toBe("Free");
    expect(feeText(499, rupees)).toBe("₹499");
    expect(feeText(null, rupees)).toBeNull();
    expect(compactCount(999)).toBe("999");
    expect(compactCount(1200)).toBe("1.2K");
    expect(compactCount(15_000)).toBe("15K");
  });

  it("builds the public page's address and a WhatsApp share link", () => {
    expect(publicPageUrl("http://gym.local:3000/", "demo_gym")).toBe("http://gym.local:3000/g/demo_gym");
    expect(whatsappShareUrl("Plank challenge", "http://x/g/a")).toBe(
      "https://wa.me/?text=Plank%20challenge%0Ahttp%3A%2F%2Fx%2Fg%2Fa",
    );
  });
});
