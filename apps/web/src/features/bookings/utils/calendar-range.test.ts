import { describe, expect, it } from "vitest";
import { rangeTitle, shiftAnchor, visibleRange, weekdayIndex } from "./calendar-range.ts";

describe("calendar ranges (weeks from Monday)", () => {
  it("knows the weekday of a date", () => {
    expect(weekdayIndex("2026-11-30")).toBe(0); // Monday
    expect(weekdayIndex("2026-12-06")).toBe(6); // Sunday
    expect(weekdayIndex("1969-12-31")).toBe(2); // Wednesday, before day 0
  });

  it("a month grid covers whole weeks around the month", () => {
    expect(visibleRange("month", "2026-12-15")).toEqual({ from: "2026-11-30", to: "2027-01-03" });
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(visibleRange("month", "2027-02-10")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(visibleRange("month", "2028-02-29")).toEqual({ from: "2028-01-31", to: "2028-03-05" });
  });

  it("a week is Monday to Sunday; the list is the month", () => {
    expect(visibleRange("week", "2026-12-06")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
    expect(visibleRange("week", "2026-12-07")).toEqual({ from: "2026-12-07", to: "2026-12-13" });
    expect(visibleRange("list", "2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("previous/next move a month (across years) or a week", () => {
    expect(shiftAnchor("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftAnchor("list", "2027-01-15", -1)).toBe("2026-12-01");
    expect(shiftAnchor("week", "2026-12-30", 1)).toBe("2027-01-06");
  });

  it("titles the range in en-IN", () => {
    expect(rangeTitle("month", "2026-12-09")).toBe("December 2026");
    expect(rangeTitle("week", "2026-12-02")).toBe("30 Nov – 6 Dec 2026");
  });
});
