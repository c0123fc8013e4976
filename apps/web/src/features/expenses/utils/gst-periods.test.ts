import { describe, expect, it } from "vitest";
import { quarterOf, recentMonths, recentQuarters } from "./gst-periods.ts";

describe("GST pack periods", () => {
  it("offers the months before today's, across a year end", () => {
    expect(recentMonths("2026-02-10", 3)).toEqual([
      { value: "2026-01", label: "January 2026" },
      { value: "2025-12", label: "December 2025" },
      { value: "2025-11", label: "November 2025" },
    ]);
  });

  it("puts 31 March in Q4 of the year before and 1 April in Q1 of the new one", () => {
    expect(quarterOf("2027-03-31")).toBe("2026-27-Q4");
    expect(quarterOf("2027-04-01")).toBe("2027-28-Q1");
    expect(quarterOf("2026-12-02")).toBe("2026-27-Q3");
    expect(quarterOf("2026-06-30")).toBe("2026-27-Q1");
    expect(quarterOf("2026-07-01")).toBe("2026-27-Q2");
  });

  it("lists quarters newest first across financial years", () => {
    expect(recentQuarters("2026-05-15", 3)).toEqual([
      { value: "2026-27-Q1", label: "Q1 2026-27 (April to June 2026)" },
      { value: "2025-26-Q4", label: "Q4 2025-26 (January to March 2026)" },
      { value: "2025-26-Q3", label: "Q3 2025-26 (October to December 2025)" },
    ]);
  });
});
