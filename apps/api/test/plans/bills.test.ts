import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { PAYMENTS } from "../support/member-payments.ts";
import { createPlan, memberPlanRow, registerMember } from "../support/plans.ts";

// The bills made from a member's plan (issue 23 §4, decisions 0240, 0241, 0291): its term, its admission
// fee once, the manual payment's terms and its quote.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
let gyms = 0;
const newGym = () => createGym(ctx, `plans_${++gyms}`);

async function bills(gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT id, to_char(period_from, 'YYYY-MM-DD') AS "from", to_char(period_to, 'YYYY-MM-DD') AS "to",
            to_char(membership_month, 'YYYY-MM') AS month, amount_due::text AS amount
       FROM ${qualified(gym.schema, "member_payments")} WHERE member_id = $1 ORDER BY membership_month`,
    [id],
  );
  return rows as { id: number; from: string; to: string; month: string; amount: string }[];
}
const periods = async (gym: TestGym, id: number) => (await bills(gym, id)).map(({ id: _, ...b }) => b);

const autoGenerate = async (gym: TestGym) => {
  const res = await call(ctx, gym, "POST", `${PAYMENTS}/auto-generate/`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().summary as { created_overdue: number; created_upcoming: number };
};

describe("bills from the plan (decision 0240 §1, 'the 3-month plan' row)", () => {
  async function quarterly(admission?: string) {
    pin("2026-12-02");
    const gym = await newGym();
    const plan = await createPlan(ctx, gym, {
      name: "Quarterly",
      price: "2700",
      duration_months: 3,
      ...(admission ? { admission_fee: admission } : {}),
    });
    const res = await registerMember(ctx, gym, { plan_id: plan.id, joining_date: "2026-12-02" });
    expect(res.statusCode, res.body).toBe(201);
    return { gym, id: res.json().member_details.id as number };
  }

  it("joins 2 Dec on 90 days at ₹2,700: first bill 2 Dec - 2 Mar (Dec, ₹2,700); paid, renewal 2 Mar; the next bill is made in March, not before", async () => {
    const { gym, id } = await quarterly();
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 1 });
    expect(await periods(gym, id)).toEqual([
      { from: "2026-12-02", to: "2027-03-02", month: "2026-12", amount: "2700.00" },
    ]);
    const [bill] = await bills(gym, id);
    const paid = await call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, {
      payment_ids: [bill!.id],
      payment_method: "CASH",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await memberPlanRow(ctx, gym, id)).toMatchObject({ renewal: "2027-03-02", paid_through: "2027-03-02" });
    pin("2027-02-28");
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 0 });
    pin("2027-03-01");
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 1 });
    expect((await periods(gym, id))[1]).toEqual({
      from: "2027-03-03",
      to: "2027-05-31",
      month: "2027-03",
      amount: "2700.00",
    });
  });

  it("the admission fee is added once, to the first bill only", async () => {
    const { gym, id } = await quarterly("500");
    await autoGenerate(gym);
    const [bill] = await bills(gym, id);
    expect(bill!.amount).toBe("3200.00");
    await call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, { payment_ids: [bill!.id], payment_method: "CASH" });
    pin("2027-03-01");
    await autoGenerate(gym);
    expect((await bills(gym, id)).map((b) => b.amount)).toEqual(["3200.00", "2700.00"]);
  });

  it("the manual payment's duration 2 pays two terms of 90 days: price × 2 plus the admission fee, no more", async () => {
    const { gym, id } = await quarterly("500");
    const manual = (amount: string) =>
      call(ctx, gym, "POST", `${PAYMENTS}/create/`, {
        member_id: id,
        amount,
        duration: 2,
        payment_method: "UPI",
        payment_date: "2026-12-02",
      });
    const over = await manual("5900.01");
    expect(over.statusCode).toBe(400);
    const res = await manual("5900");
    expect(res.statusCode, res.body).toBe(200);
    expect(await periods(gym, id)).toEqual([
      { from: "2026-12-02", to: "2027-03-02", month: "2026-12", amount: "3200.00" },
      { from: "2027-03-03", to: "2027-05-31", month: "2027-03", amount: "2700.00" },
    ]);
    expect(await memberPlanRow(ctx, gym, id)).toMatchObject({ renewal: "2027-05-31", paid_through: "2027-05-31" });
  });
  it("manual-quote names what N terms cost, as create/ counts them: the open first bill (with its fee, and a late fee once due) then the plan's price (decision 0241)", async () => {
    const { gym, id } = await quarterly("500");
    const quote = async (duration: number | string, date?: string) => {
      const res = await call(
        ctx,
        gym,
        "GET",
        `${PAYMENTS}/manual-quote/?member_id=${id}&duration=${duration}${date ? `&payment_date=${date}` : ""}`,
      );
      return res;
    };
    // Nothing billed yet: the first bill will carry the fee.
    expect((await quote(1)).json().quote).toEqual({
      member_id: id,
      duration: 1,
      open_amount: 0,
      open_bills: 0,
      new_terms: 1,
      new_amount: 3200,
      total: 3200,
    });
    // The first bill made and still open (₹3,200 with the fee): 3 terms = ₹3,200 + 2 × ₹2,700.
    await autoGenerate(gym);
    expect((await quote(3)).json().quote).toMatchObject({
      open_amount: 3200,
      open_bills: 1,
      new_terms: 2,
      new_amount: 5400,
      total: 8600,
    });
    // Due 5 Dec: on 13 Dec the late fee is owed too (5% of ₹3,200, at most ₹200: ₹160).
    pin("2026-12-13");
    expect((await quote(1)).json().quote).toMatchObject({ open_amount: 3360, total: 3360 });
    expect((await quote(1, "2026-12-12")).json().quote).toMatchObject({ open_amount: 3200, total: 3200 });
    const total = (await quote(3)).json().quote.total as number;
    expect(total).toBe(8760);
    const manual = (amount: string) =>
      call(ctx, gym, "POST", `${PAYMENTS}/create/`, {
        member_id: id,
        amount,
        duration: 3,
        payment_method: "UPI",
        payment_date: "2026-12-13",
      });
    expect((await manual("8760.01")).statusCode).toBe(400);
    const paid = await manual(String(total));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await quote(1)).json().quote).toMatchObject({ open_bills: 0, new_amount: 2700, total: 2700 });
    // Refusals: a duration out of range, an unknown member.
    expect((await quote(0)).statusCode).toBe(400);
    expect((await quote("x")).statusCode).toBe(400);
    expect((await call(ctx, gym, "GET", `${PAYMENTS}/manual-quote/?member_id=999999&duration=1`)).statusCode).toBe(404);
  });

  it("the payment screens' member names the admission fee while their first bill is still to be made, so the manual form fills the total (decision 0291)", async () => {
    const { gym, id } = await quarterly("500");
    const admission = async () => {
      const res = await call(ctx, gym, "GET", "/api/gym-members/");
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number; amount: number; admission_fee: number | null }[]).find(
        (m) => m.id === id,
      );
    };
    expect(await admission()).toMatchObject({ amount: 2700, admission_fee: 500 });
    await autoGenerate(gym);
    expect(await admission()).toMatchObject({ amount: 2700, admission_fee: null });
    const plain = await quarterly();
    const res = await call(ctx, plain.gym, "GET", "/api/gym-members/");
    expect(res.json().data[0]).toMatchObject({ admission_fee: null });
  });
});
