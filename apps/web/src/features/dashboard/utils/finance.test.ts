import { describe, expect, it } from "vitest";
import { summarizePayments } from "./finance.ts";
import { DEFAULT_PERIOD_LABEL, thisMonth } from "./report-period.ts";

describe("summarizePayments", () => {
  it("computes the collection rate as members with payments over members with summaries (part 1 §9)", () => {
    const totals = summarizePayments([
      { total_paid: 1500, total_pending: 0, overdue_count: 0 },
      { total_paid: "0.00", total_pending: "1500.00", overdue_count: 2 },
      { total_paid: 800, total_pending: 700, overdue_count: 1 },
    ]);
    expect(totals).toEqual({
      members: 3,
      paidMembers: 2,
      totalPaid: 2300,
      totalPending: 2200,
      overdue: 3,
      collectionRate: 67,
    });
  });

  it("has no rate without summaries (the tolerated failure falls back to an empty list)", () => {
    expect(summarizePayments([]).collectionRate).toBeNull();
  });
});

describe("thisMonth", () => {
  it("spans the first of the current month to today, as the reports screen's This Month does", () => {
    expect(thisMonth(new Date(2026, 1, 14))).toEqual({
      label: DEFAULT_PERIOD_LABEL,
      start_date: "2026-02-01",
      end_date: "2026-02-14",
    });
    expect(DEFAULT_PERIOD_LABEL).toBe("This Month");
  });
});
