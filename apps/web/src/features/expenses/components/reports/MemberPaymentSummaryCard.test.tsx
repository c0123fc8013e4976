import type { MemberPaymentTotals } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import { MemberPaymentSummaryCard } from "./MemberPaymentSummaryCard.tsx";

const none: MemberPaymentTotals = {
  members: 0,
  members_paid: 0,
  total_due: 0,
  total_paid: 0,
  total_pending: 0,
  overdue_count: 0,
  collection_rate: 0,
  percent_paid: 0,
  received: 0,
};
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("Member Payment Summary follows the range (issue 23 §5, decisions 0245, 0247)", () => {
  it("'Today' without a month beginning today: today's money, no month's bills", () => {
    const html = text(
      renderStatic(<MemberPaymentSummaryCard totals={{ ...none, received: 1550 }} periodText="today" />),
    );
    expect(html).toContain("Received today: ₹1,550.00 from members");
    expect(html).toContain("No membership months begin in this period, so no bills are counted here.");
    expect(html).not.toContain("Total Due");
  });

  it("a month: the bills, the collection rate in words and the money bar said as money", () => {
    const totals = {
      ...none,
      members: 92,
      members_paid: 35,
      total_due: 92000,
      total_paid: 39560,
      total_pending: 52440,
      collection_rate: 38,
      percent_paid: 43,
      received: 40000,
    };
    const html = text(renderStatic(<MemberPaymentSummaryCard totals={totals} periodText="this month" />));
    expect(html).toContain("Collection rate: 38% of members billed this month have paid (35 of 92)");
    expect(html).toContain("43% of the amount due has been paid");
    expect(html).toContain("Received this month: ₹40,000.00 from members");
  });
});
