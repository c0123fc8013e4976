import { AMOUNT_ABOVE_OWED_MONTHS, addMonthsTo, MANUAL_DURATION_RANGE, MONTHS_ALREADY_PAID } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import {
  countRows,
  createPayment,
  markPaid,
  membersWithPlan,
  PAYMENTS,
  setSettings,
} from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

let ctx: TestContext;
let gym: TestGym;
let today: string;
let first: string;
beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "mpay_manual");
  today = gymToday(ctx);
  first = `${today.slice(0, 7)}-01`;
});
afterAll(() => ctx.close());

const renewalOf = async (g: TestGym, id?: number) =>
  (
    await ctx.db.pool.query(
      `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS r FROM "${g.schema}".members WHERE id = $1`,
      [id],
    )
  ).rows[0].r as string;
const records = async (g: TestGym, id?: number) =>
  (
    await ctx.db.pool.query(
      `SELECT to_char(membership_month, 'YYYY-MM') AS month, amount_due::text AS due, amount_paid::text AS paid
         FROM "${g.schema}".member_payments WHERE member_id = $1 ORDER BY membership_month`,
      [id],
    )
  ).rows;
const manual = (g: TestGym, body: object) => createPayment(ctx, g, { payment_method: "UPI", ...body });
const byMember = (g: TestGym, body: object) => call(ctx, g, "POST", `${PAYMENTS}/create-by-member/`, body);

describe("manual payment (decision 0190): duration 1-24 months", () => {
  it("3 months at the plan price pay three records in full, one receipt each, and renew by 3 calendar months", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    const before = await renewalOf(gym, id);
    const res = await manual(gym, {
      member_id: id,
      amount: "4500",
      payment_date: first,
      duration: 3,
      description: "Quarterly",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Member payment recorded successfully");
    expect(await records(gym, id)).toEqual(
      [0, 1, 2].map((i) => ({ month: addMonthsTo(first, i).slice(0, 7), due: "1500.00", paid: "1500.00" })),
    );
    expect(
      await countRows(
        ctx,
        gym,
        "payment_receipts",
        "payment_id IN (SELECT id FROM member_payments WHERE member_id = $1)".replaceAll(
          "member_payments",
          `"${gym.schema}".member_payments`,
        ),
        [id],
      ),
    ).toBe(3);
    expect(await renewalOf(gym, id)).toBe(addMonthsTo(before > first ? before : first, 3));
    // Auto-generate later finds those months paid already.
    const month = await call(ctx, gym, "GET", `${PAYMENTS}/?member_id=${id}`);
    expect(month.json().payments.every((p: { payment_status: string }) => p.payment_status === "PAID")).toBe(true);
  });

  it("more than the months owe is refused with what they owe; nothing is written", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    const res = await manual(gym, { member_id: id, amount: "3000.01", payment_date: first, duration: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AMOUNT_ABOVE_OWED_MONTHS, remaining_amount: 3000 });
    expect(await records(gym, id)).toEqual([]);
  });

  it("a member without a plan: the amount is shared between the months (odd paise on the first)", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const res = await manual(gym, { member_id: m!.id, amount: "1000.01", payment_date: first, duration: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await records(gym, m!.id)).map((r) => r.due)).toEqual(["500.01", "500.00"]);
  });

  it("a month already paid is skipped: the payment covers the next open one", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    const p = (await createPayment(ctx, gym, { member_id: id, membership_month: first })).json().payment;
    await markPaid(ctx, gym, p.id, { payment_date: first });
    const res = await manual(gym, { member_id: id, amount: "1000", payment_date: first, duration: 1 });
    expect(res.json().payment.membership_month).toBe(addMonthsTo(first, 1));
  });

  it("less than owed leaves the last month partly paid; auto_renewal false keeps the renewal date", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    const before = await renewalOf(gym, id);
    await manual(gym, { member_id: id, amount: "1500", payment_date: first, duration: 2, auto_renewal: false });
    expect((await records(gym, id)).map((r) => r.paid)).toEqual(["1000.00", "500.00"]);
    expect(await renewalOf(gym, id)).toBe(before);
  });

  it("duration outside 1-24, a missing amount or date: the spec's texts", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    for (const duration of [0, 25, 1.5, "abc"]) {
      const res = await manual(gym, { member_id: id, amount: "1000", payment_date: first, duration });
      expect(res.statusCode, String(duration)).toBe(400);
      expect(res.json().message).toBe(MANUAL_DURATION_RANGE);
    }
    const ok = await manual(gym, { member_id: id, amount: "24000", payment_date: first, duration: 24 });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const body of [
      { amount: "0", payment_date: first },
      { amount: "-1", payment_date: first },
    ]) {
      const res = await manual(gym, { member_id: id, ...body });
      expect(res.statusCode).toBe(400);
    }
    const noDate = await manual(gym, { member_id: id, amount: "100" });
    expect(noDate.json().message).toBe("Amount and payment date are required");
  });
});

describe("create-by-member (Record Payment popup)", () => {
  it("pays this month, then next month once this one is settled, then refuses", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    await setSettings(ctx, gym, { default_plan_amount: null });
    const owedNow = (await createPayment(ctx, gym, { member_id: id, membership_month: first })).json().payment
      .remaining_amount as number;
    const one = await byMember(gym, { member_id: id, amount_paid: owedNow, payment_status: "PAID" });
    expect(one.json().payment).toMatchObject({ membership_month: first, payment_status: "PAID" });
    const two = await byMember(gym, { member_id: id, amount_paid: 1000, payment_method: "UPI" });
    expect(two.json().payment).toMatchObject({ membership_month: addMonthsTo(first, 1), payment_status: "PAID" });
    const three = await byMember(gym, { member_id: id, amount_paid: 1000 });
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe(MONTHS_ALREADY_PAID);
    expect((await byMember(gym, { member_id: 2_000_000_000, amount_paid: 10 })).statusCode).toBe(404);
  });

  it("the same keyless payment sent twice at once is one receipt", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["2000"]);
    const both = await Promise.all([1, 2].map(() => byMember(gym, { member_id: id, amount_paid: 500 })));
    for (const r of both) expect(r.statusCode, r.body).toBe(200);
    expect(await records(gym, id)).toEqual([{ month: first.slice(0, 7), due: "2000.00", paid: "500.00" }]);
  });
});

describe("by-month paging and filters, auto-generate eligibility (decision 0188)", () => {
  it("counts the whole month, pages and filters the members; suspended members without a record are left out", async () => {
    const g = await createGym(ctx, "mpay_page");
    await setSettings(ctx, g, { default_plan_amount: "999", default_plan_name: "Basic" });
    const ids = await membersWithPlan(ctx, g, ["1000", "2000", "3000", "4000"]);
    const [noPlan] = await insertMembers(ctx, g, [{ first_name: "Zed" }]);
    await membersWithPlan(ctx, g, ["500"], { status: "SUSPENDED" });
    const next = addMonthsTo(first, 1);
    await createPayment(ctx, g, { member_id: ids[0], membership_month: next, amount_paid: "1000" });
    await createPayment(ctx, g, { member_id: ids[1], membership_month: next, amount_paid: "500" });
    await createPayment(ctx, g, { member_id: ids[2], membership_month: next });
    const q = `year=${next.slice(0, 4)}&month=${Number(next.slice(5, 7))}`;
    const page = (await call(ctx, g, "GET", `${PAYMENTS}/by-month/?${q}&page_size=2`)).json();
    expect(page.month_info).toMatchObject({
      total_members: 5,
      collection_rate: 20,
      total_due: 6000,
      total_paid: 1500,
      status_breakdown: { PAID: 1, PARTIAL: 1, PENDING: 1, NOT_CREATED: 2, OVERDUE: 0, CANCELLED: 0 },
    });
    expect(page.count).toBe(5);
    expect(page.members).toHaveLength(2);
    const zed = (await call(ctx, g, "GET", `${PAYMENTS}/by-month/?${q}&search=zed`)).json();
    expect(zed.members).toEqual([
      expect.objectContaining({
        member_id: noPlan!.id,
        payment_status: "NOT_CREATED",
        amount_due: 999,
        plan_name: "Basic",
      }),
    ]);
    const partial = (await call(ctx, g, "GET", `${PAYMENTS}/by-month/?${q}&payment_status=partial`)).json();
    expect(partial.members.map((m: { member_id: number }) => m.member_id)).toEqual([ids[1]]);
    expect(partial.count).toBe(1);
    expect((await call(ctx, g, "GET", `${PAYMENTS}/by-month/?${q}&payment_status=LATE`)).statusCode).toBe(400);
  });

  it("auto-generate skips members whose membership ended before the month began", async () => {
    const g = await createGym(ctx, "mpay_elig");
    const [current] = await membersWithPlan(ctx, g, ["1000"]);
    const [lapsed] = await membersWithPlan(ctx, g, ["1000"], { renewal_date: addMonthsTo(first, -1) });
    const res = await call(ctx, g, "POST", `${PAYMENTS}/auto-generate/`, {});
    const n = res.json().summary.created_overdue + res.json().summary.created_upcoming;
    expect(n).toBe(1);
    expect(await countRows(ctx, g, "member_payments", "member_id = $1", [current])).toBe(1);
    expect(await countRows(ctx, g, "member_payments", "member_id = $1", [lapsed])).toBe(0);
  });
});
