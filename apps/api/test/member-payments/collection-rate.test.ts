import { collectionRate, collectionRateText } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { EXPENSES } from "../support/expenses.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

/**
 * Issue 23 §3 (decision 0245): one collection rate. The same gym and month give the same number on every
 * endpoint that shows it: smart tracking's by-month (its Dashboard and Monthly views) and the member payment
 * summary (the home's Revenue tile and the reports' Member Payment Summary, 'This Month').
 */

let ctx: TestContext;
let g: TestGym;
let ids: number[];
let suspended: number | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13"));
  g = await createGym(ctx, "rate_one");
  // paid in full, part paid, billed and unpaid, billed then cancelled, not billed; and one suspended
  ids = await membersWithPlan(ctx, g, ["1000", "1000", "1000", "1000", "1000"], {
    joining_date: "2026-11-01",
    renewal_date: "2026-12-31",
  });
  [suspended] = await membersWithPlan(ctx, g, ["1000"], { status: "SUSPENDED", renewal_date: "2026-12-31" });
  const month = "2026-12-01";
  const made = async (body: object) => {
    const res = await createPayment(ctx, g, { membership_month: month, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payment.id as number;
  };
  await made({ member_id: ids[0], amount_paid: "1000", payment_method: "UPI" });
  await made({ member_id: ids[1], amount_paid: "400", payment_method: "CASH" });
  await made({ member_id: ids[2] });
  const cancelled = await made({ member_id: ids[3] });
  const res = await call(ctx, g, "PUT", `${PAYMENTS}/${cancelled}/update/`, { payment_status: "CANCELLED" });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => ctx.close());

const byMonth = async (query: string) => {
  const res = await call(ctx, g, "GET", `${PAYMENTS}/by-month/?year=2026&month=12${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const summary = async (start: string, end: string) => {
  const res = await call(
    ctx,
    g,
    "GET",
    `${EXPENSES}/reports/member-payment-summary/?start_date=${start}&end_date=${end}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totals;
};

describe("one collection rate (issue 23 §3, decision 0245)", () => {
  it("smart tracking counts the members billed for the month who have paid, not PAID over every member", async () => {
    const { month_info } = await byMonth("");
    // Billed: the paid, the part-paid and the unpaid record (the cancelled one is no bill). Paid something: 2.
    expect(month_info).toMatchObject({ members_billed: 3, members_paid: 2, collection_rate: 67 });
    // The month's members: four with a record (the cancelled too) and the one not billed; the suspended member
    // without a record is left out, and said so.
    expect(month_info.total_members).toBe(5);
    expect(month_info.suspended_left_out).toBe(1);
    expect(suspended).toBeGreaterThan(0);
  });

  it("the same gym gives the same number on every endpoint and page that shows it", async () => {
    const views = await Promise.all([
      byMonth(""), // Monthly view
      byMonth("&page_size=1"), // Dashboard view
      byMonth("&page=2&page_size=2&payment_status=PAID"), // a filtered page still counts the whole month
    ]);
    const home = await summary("2026-12-01", "2026-12-13"); // the home's 'This Month' and the reports' default
    const rates = [...views.map((v) => v.month_info.collection_rate), home.collection_rate];
    expect(rates).toEqual([67, 67, 67, 67]);
    expect(home).toMatchObject({ members: 3, members_paid: 2 });
    for (const v of views)
      expect(v.month_info).toMatchObject({ members_billed: home.members, members_paid: home.members_paid });
  });

  it("says in words what it counts", () => {
    expect(collectionRate(2, 3)).toBe(67);
    expect(collectionRateText(35, 92, "this month")).toBe(
      "Collection rate: 38% of members billed this month have paid (35 of 92)",
    );
    expect(collectionRateText(0, 0, "this month")).toBe("Collection rate: no members billed this month");
  });
});

describe("a bill still owed from an earlier month (issue 23 §3)", () => {
  it("lists the member in the month but counts them as billed in the month of their bill, so the home and smart tracking agree", async () => {
    const gym = await createGym(ctx, "rate_older");
    const [current, lapsed] = await membersWithPlan(ctx, gym, ["1000", "1000"], {
      joining_date: "2026-10-01",
      renewal_date: "2026-12-31",
    });
    const made = async (body: object) => {
      const res = await createPayment(ctx, gym, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await made({ member_id: current, membership_month: "2026-12-01", amount_paid: "1000", payment_method: "UPI" });
    // November's bill, part paid and still owed in December.
    await made({ member_id: lapsed, membership_month: "2026-11-01", amount_paid: "300", payment_method: "CASH" });
    const res = await call(ctx, gym, "GET", `${PAYMENTS}/by-month/?year=2026&month=12`);
    expect(res.statusCode, res.body).toBe(200);
    const { month_info, members } = res.json();
    expect(members.map((m: { member_id: number }) => m.member_id).sort()).toEqual([current, lapsed].sort());
    expect(month_info).toMatchObject({ members_billed: 1, members_paid: 1, collection_rate: 100 });
    const home = await call(
      ctx,
      gym,
      "GET",
      `${EXPENSES}/reports/member-payment-summary/?start_date=2026-12-01&end_date=2026-12-13`,
    );
    expect(home.json().totals).toMatchObject({ members: 1, members_paid: 1, collection_rate: 100 });
  });
});
