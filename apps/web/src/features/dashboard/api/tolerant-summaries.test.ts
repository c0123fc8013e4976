import { describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/stub-fetch.ts";
import { getExpenseSummary } from "./get-expense-summary.ts";
import { getMemberPaymentSummary } from "./get-member-payment-summary.ts";

const period = { label: "This Month", start_date: "2026-03-01", end_date: "2026-03-31" };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("the dashboard's money summaries tolerate failures (part 1 §7)", () => {
  const { fetchMock } = stubFetch();

  it("reads the summary and asks for the period", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, summary: { total_income: 5000, total_expenses: 1200 } }));
    expect(await getExpenseSummary(period)).toMatchObject({ total_income: 5000, total_expenses: 1200, net_profit: 0 });
    expect(String(fetchMock.mock.lastCall?.[0])).toContain("start_date=2026-03-01&end_date=2026-03-31");
  });

  it("answers null (unavailable), never zero totals, on 404, 500, success:false, no summary and network failures", async () => {
    for (const answer of [json(404, {}), json(500, {}), json(200, { success: false, error: "x" }), json(200, {})]) {
      fetchMock.mockResolvedValueOnce(answer);
      expect(await getExpenseSummary(period)).toBeNull();
    }
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await getExpenseSummary(period)).toBeNull();
  });

  it("sends no schema_name (the token names the gym)", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, summary: {}, member_summaries: [] }));
    await getExpenseSummary(period);
    await getMemberPaymentSummary(period);
    for (const call of fetchMock.mock.calls) expect(String(call[0])).not.toContain("schema_name");
  });

  it("reads the server's totals for the period, and asks for one row only", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        member_summaries: [{ total_paid: 1 }],
        totals: {
          members: 40,
          members_paid: 30,
          total_paid: 90000,
          total_pending: 12000,
          overdue_count: 4,
          collection_rate: 75,
        },
      }),
    );
    expect(await getMemberPaymentSummary(period)).toEqual({
      members: 40,
      paidMembers: 30,
      totalPaid: 90000,
      totalPending: 12000,
      overdue: 4,
      collectionRate: 75,
    });
    expect(String(fetchMock.mock.lastCall?.[0])).toContain("start_date=2026-03-01&end_date=2026-03-31&page_size=1");
  });

  it("without totals, computes from the member summaries; on failure, no rate", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: true, member_summaries: [{ total_paid: 1 }, { total_paid: 0 }] }),
    );
    expect((await getMemberPaymentSummary(period)).collectionRate).toBe(50);
    fetchMock.mockResolvedValueOnce(json(404, { success: false, error: "Not found" }));
    expect((await getMemberPaymentSummary(period)).collectionRate).toBeNull();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, member_summaries: "nope" }));
    expect((await getMemberPaymentSummary(period)).members).toBe(0);
  });
});
