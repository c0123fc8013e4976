import { describe, expect, it } from "vitest";
import { inBrowserZone } from "../../../test/browser-zone.ts";
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
  it("spans the first of the gym's month to the gym's today, whatever zone the browser is in", () => {
    // 20:00 UTC on 31 Jan is 1 Feb at the gym (Asia/Kolkata): February's first day, not January's month.
    const evening = new Date("2026-01-31T20:00:00Z");
    for (const zone of ["Europe/London", "America/Los_Angeles", "Asia/Kolkata"]) {
      expect(
        inBrowserZone(zone, () => thisMonth(evening)),
        zone,
      ).toMatchObject({
        start_date: "2026-02-01",
        end_date: "2026-02-01",
      });
    }
  });

  it("spans the first of the current month to today, as the reports screen's This Month does", () => {
    expect(thisMonth(new Date("2026-02-14T06:00:00Z"))).toEqual({
      label: DEFAULT_PERIOD_LABEL,
      start_date: "2026-02-01",
      end_date: "2026-02-14",
    });
    expect(DEFAULT_PERIOD_LABEL).toBe("This Month");
  });
});
