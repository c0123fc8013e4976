import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

/**
 * Issue 28 §3: without a search, the monthly page's count is the month's totals' (every member listed, or
 * those of the asked status), no longer a window count over the page's rows. The two must name the same
 * members at the edges: a suspended member with and without a record, one owing an older bill (listed with
 * it, and left out when suspended), an archived member, a cancelled record. December 2026, on the 13th.
 */

let ctx: TestContext;
let g: TestGym;
let owing: number;
let olderBill: number;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant("2026-12-13"));
  g = await createGym(ctx, "mpay_counts");
  const dates = { joining_date: "2026-10-01", renewal_date: "2026-12-31" };
  const [paid, unpaid, cancelled, owes, notBilled] = await membersWithPlan(ctx, g, Array(5).fill("1000"), dates);
  await membersWithPlan(ctx, g, ["1000"], { ...dates, renewal_date: "2026-12-01" }); // lapsed, no record: OVERDUE
  const [suspendedBilled, suspendedOwes] = await membersWithPlan(ctx, g, ["1000", "1000", "1000"], {
    ...dates,
    status: "SUSPENDED",
  });
  const [archived] = await membersWithPlan(ctx, g, ["1000"], dates);
  owing = owes!;
  const made = async (body: object) => {
    const res = await createPayment(ctx, g, { membership_month: "2026-12", ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payment.id as number;
  };
  await made({ member_id: paid, amount_paid: "1000", payment_method: "UPI" });
  await made({ member_id: unpaid });
  const gone = await made({ member_id: cancelled });
  const res = await call(ctx, g, "PUT", `${PAYMENTS}/${gone}/update/`, { payment_status: "CANCELLED" });
  expect(res.statusCode, res.body).toBe(200);
  olderBill = await made({ member_id: owes, membership_month: "2026-11" });
  await made({ member_id: suspendedBilled });
  await made({ member_id: suspendedOwes, membership_month: "2026-11" });
  await ctx.db.pool.query(`UPDATE ${qualified(g.schema, "members")} SET archived_at = $2 WHERE id = $1`, [
    archived,
    gymInstant("2026-12-10"),
  ]);
  expect(notBilled).toBeDefined();
});
afterAll(() => ctx.close());

type Answer = {
  count: number;
  members: { member_id: number; payment_id: number | null; payment_status: string; member_name: string }[];
  month_info: { total_members: number; status_breakdown: Record<string, number>; suspended_left_out: number };
};
const byMonth = async (query = ""): Promise<Answer> => {
  const res = await call(ctx, g, "GET", `${PAYMENTS}/by-month/?year=2026&month=12${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the monthly page's count is the month's totals' (issue 28 §3)", () => {
  it("lists the same members the totals count, with and without a status filter, on every page", async () => {
    const all = await byMonth("&page=1&page_size=100");
    const { total_members, status_breakdown, suspended_left_out } = all.month_info;
    // 5 + the lapsed one + the suspended member with a record; not the archived one, not the 2 suspended without.
    expect(total_members).toBe(7);
    expect(suspended_left_out).toBe(2);
    expect(all.count).toBe(total_members);
    expect(all.members).toHaveLength(total_members);
    expect(Object.values(status_breakdown).reduce((a, b) => a + b, 0)).toBe(total_members);
    // The member owing November's bill is listed with it.
    expect(all.members.find((m) => m.member_id === owing)?.payment_id).toBe(olderBill);
    for (const [status, n] of Object.entries(status_breakdown)) {
      const page = await byMonth(`&payment_status=${status}&page=1&page_size=100`);
      expect([status, page.count, page.members.length]).toEqual([status, n, n]);
      expect(page.members.every((m) => m.payment_status === status)).toBe(true);
    }
    // Past the end, the same count; pages in name order then id, every member once.
    expect((await byMonth("&page=3&page_size=5")).count).toBe(total_members);
    const [p1, p2] = [await byMonth("&page=1&page_size=4"), await byMonth("&page=2&page_size=4")];
    expect([...p1.members, ...p2.members].map((m) => m.member_id)).toEqual(all.members.map((m) => m.member_id));
    const names = all.members.map((m) => m.member_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
