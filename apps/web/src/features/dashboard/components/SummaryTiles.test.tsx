import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { dashboardKeys } from "../../../lib/dashboard-keys.ts";
import { renderStatic } from "../../../test/render-static.tsx";
import { thisMonth } from "../utils/report-period.ts";
import { SummaryTiles } from "./SummaryTiles.tsx";

const members = { total: 12, active: 8, expired: 3, suspended: 1 };

function renderWith(summary: unknown): string {
  const period = thisMonth();
  const queryClient = new QueryClient();
  queryClient.setQueryData(dashboardKeys.expenseSummary(period.start_date, period.end_date), summary);
  queryClient.setQueryData(dashboardKeys.memberPaymentSummary(period.start_date, period.end_date), {
    members: 3,
    paidMembers: 2,
    totalPaid: 3000,
    totalPending: 1500,
    overdue: 1,
    collectionRate: 67,
  });
  return renderStatic(<SummaryTiles members={members} />, { queryClient });
}

describe("SummaryTiles (part 1 §2, issue 8 §4.11)", () => {
  it("shows Revenue and Expenses as unavailable, not ₹0, when their summary failed", () => {
    const html = renderWith(null);
    expect(html.match(/>Unavailable</g)).toHaveLength(2);
    expect(html).not.toContain("₹0");
    expect(html).not.toContain("Net profit");
    expect(html).toContain("Income and expense figures are unavailable right now.");
  });

  it("shows the figures and the net profit when the summary loaded", () => {
    const html = renderWith({ total_income: 50000, total_expenses: 12000, net_profit: 38000, period: null });
    expect(html).not.toContain("Unavailable");
    expect(html).toContain("Net profit ₹38.0K");
    // One collection rate in words (issue 23 §3, decision 0245); the member count says what it includes.
    expect(html).toContain("Collection rate: 67% of members billed this month have paid (2 of 3)");
    expect(html).toContain("₹1.5K pending");
    expect(html).toContain("8 active · 3 expired · 1 suspended (all included)");
  });
});
