import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { breakdownBars, periodLabel, periodRange, summaryErrorText } from "./report-period.ts";

describe("report period", () => {
  it("quick ranges end today; custom ranges are kept", () => {
    expect(periodRange({ quick: "quarter" }, "2026-11-26")).toEqual({
      start_date: "2026-10-01",
      end_date: "2026-11-26",
    });
    const custom = { quick: null, range: { start_date: "2026-08-01", end_date: "2026-08-31" } };
    expect(periodRange(custom, "2026-11-26")).toEqual(custom.range);
  });

  it("labels periods in en-IN dates", () => {
    expect(periodLabel({ quick: "month" }, "2026-11-26")).toBe("This Month (1 Nov 2026 – 26 Nov 2026)");
    expect(periodLabel({ quick: "today" }, "2026-11-26")).toBe("Today (26 Nov 2026)");
    expect(
      periodLabel({ quick: null, range: { start_date: "2026-08-01", end_date: "2026-08-31" } }, "2026-11-26"),
    ).toBe("1 Aug 2026 – 31 Aug 2026");
  });

  it("orders bars largest first with the type's colour", () => {
    const bars = breakdownBars([
      { category_id: 1, name: "Electricity", category_type: "UTILITIES", amount: 9000 },
      { category_id: 2, name: "Rent", category_type: "RENT", amount: 45000 },
    ]);
    expect(bars).toEqual([
      { category: "Rent", amount: 45000, color: "indigo.6" },
      { category: "Electricity", amount: 9000, color: "yellow.6" },
    ]);
  });

  it("uses the summary screen's authentication texts", () => {
    expect(summaryErrorText(new ApiError(403, { error: "x" }, {}, "f"))).toBe(
      "Authentication failed. Please login again.",
    );
    expect(summaryErrorText(new ApiError(400, { error: "schema_name and token are required" }, {}, "f"))).toBe(
      "Authentication parameters missing. Please login again.",
    );
    expect(summaryErrorText(new Error("boom"))).toBe("Failed to fetch expense summary");
  });
});
