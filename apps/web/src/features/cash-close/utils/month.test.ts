import { describe, expect, it } from "vitest";
import { monthLabel, monthOf, shiftMonth } from "./month.ts";

describe("the month report's months", () => {
  it("moves across a year's boundary both ways and names the month", () => {
    expect(monthOf("2026-12-13")).toBe("2026-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-03", -3)).toBe("2025-12");
    expect(monthLabel("2026-12")).toBe("Dec 2026");
  });
});
