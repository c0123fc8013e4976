import { PLAN_DURATION_REQUIRED, PLAN_NAME_TAKEN } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { plansDemoSeeder } from "../../src/modules/plans/seed.ts";
import { call, expectNo500 } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymSeedContext,
  type TestContext,
  testStartInstant,
} from "../support/context.ts";
import { setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";
import { createPlan, memberPlanRow, PLANS } from "../support/plans.ts";

// The plan catalogue (issue 23 §4, decision 0290): its CRUD and the demo gym's plans. A member's plan is
// member-plan.test.ts, the bills made from it bills.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

let gyms = 0;
const newGym = () => createGym(ctx, `plans_${++gyms}`);

describe("the plan catalogue: /api/members/plans/", () => {
  it("creates plans of 1, 3, 6, 12 months or N days; the term in days follows decision 0240 §1", async () => {
    const gym = await newGym();
    const terms: [object, number, string][] = [
      [{ duration_months: 1 }, 30, "1 month"],
      [{ duration_months: "3" }, 90, "3 months"],
      [{ duration_months: 6 }, 180, "6 months"],
      [{ duration_months: 12 }, 365, "12 months"],
      [{ duration_days: "45" }, 45, "45 days"],
    ];
    for (const [i, [duration, days, label]] of terms.entries()) {
      const res = await call(ctx, gym, "POST", PLANS, { name: `Plan ${i}`, price: "1000", ...duration });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().plan).toMatchObject({
        duration_days: days,
        duration_label: label,
        is_active: true,
        member_count: 0,
      });
    }
    const list = await call(ctx, gym, "GET", PLANS);
    expect(list.json()).toMatchObject({ success: true, count: 5 });
  });

  it("refuses a plan without one duration, with both, a month count not offered, a price of 0, or a name taken", async () => {
    const gym = await newGym();
    for (const body of [
      { name: "A", price: "100" },
      { name: "A", price: "100", duration_months: 1, duration_days: 10 },
      { name: "A", price: "100", duration_months: 2 },
      { name: "A", price: "100", duration_days: 0 },
      { name: "A", price: "100", duration_days: true },
      { name: "A", price: "0", duration_months: 1 },
      { name: " ", price: "100", duration_months: 1 },
    ]) {
      const res = await call(ctx, gym, "POST", PLANS, body);
      expectNo500(res);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const none = await call(ctx, gym, "POST", PLANS, { name: "A", price: "100" });
    expect(none.body).toContain(PLAN_DURATION_REQUIRED);
    await createPlan(ctx, gym, { name: "Monthly", price: "1000", duration_months: 1 });
    const taken = await call(ctx, gym, "POST", PLANS, { name: "Monthly", price: "900", duration_months: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PLAN_NAME_TAKEN);
  });

  it("reads, edits, archives and restores a plan; 404 for one that is not the gym's", async () => {
    const gym = await newGym();
    const other = await newGym();
    const plan = await createPlan(ctx, gym, {
      name: "Quarterly",
      price: "2700",
      duration_months: 3,
      admission_fee: "500",
    });
    expect((await call(ctx, other, "GET", `${PLANS}${plan.id}/`)).statusCode).toBe(404);
    const read = await call(ctx, gym, "GET", `${PLANS}${plan.id}/`);
    expect(read.json().plan).toMatchObject({
      name: "Quarterly",
      price: "2700.00",
      admission_fee: "500.00",
      gst_included: true,
      amount: "2700.00",
    });
    const edited = await call(ctx, gym, "PATCH", `${PLANS}${plan.id}/`, {
      name: "Quarter",
      price: "2800",
      duration_days: 100,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().plan).toMatchObject({
      name: "Quarter",
      price: "2800.00",
      duration_months: null,
      duration_days: 100,
      admission_fee: null,
    });
    const archived = await call(ctx, gym, "POST", `${PLANS}${plan.id}/archive/`, {});
    expect(archived.json().plan.is_active).toBe(false);
    expect((await call(ctx, gym, "GET", `${PLANS}?is_active=true`)).json().count).toBe(0);
    expect((await call(ctx, gym, "GET", `${PLANS}?is_active=false`)).json().count).toBe(1);
    const restored = await call(ctx, gym, "POST", `${PLANS}${plan.id}/restore/`);
    expect(restored.json().plan.is_active).toBe(true);
    expect(
      (await call(ctx, gym, "PATCH", `${PLANS}999999/`, { name: "X", price: "1", duration_months: 1 })).statusCode,
    ).toBe(404);
  });

  it("a price without GST charges the gym's GST on top when it has a GSTIN (5% by default), else the price", async () => {
    const gym = await newGym();
    const plan = await createPlan(ctx, gym, {
      name: "Monthly",
      price: "1000",
      duration_months: 1,
      gst_included: false,
      admission_fee: "200",
    });
    expect(plan).toMatchObject({ amount: "1000.00", admission_amount: "200.00" });
    await setSettings(ctx, gym, { gstin: "29ABCDE1234F1Z5" });
    const read = await call(ctx, gym, "GET", `${PLANS}${plan.id}/`);
    expect(read.json().plan).toMatchObject({ amount: "1050.00", admission_amount: "210.00" });
  });
});

describe("the demo catalogue (decision 0290)", () => {
  it("seeds the plans and puts members whose plan name and fee match a plan on it; others stay as they are", async () => {
    const gym = await newGym();
    const [basic, odd, none] = await insertMembers(ctx, gym, [
      { plan_name: "Basic", plan_amount: "1200.00" },
      { plan_name: "Premium", plan_amount: "999.00" },
      {},
    ]);
    await plansDemoSeeder.run(gymSeedContext(ctx, gym.schema));
    const list = (await call(ctx, gym, "GET", PLANS)).json();
    expect(list.count).toBe(8);
    const basicPlan = list.plans.find((p: { name: string }) => p.name === "Basic");
    expect(basicPlan).toMatchObject({ duration_days: 30, amount: "1200.00", member_count: 1 });
    expect(await memberPlanRow(ctx, gym, basic!.id)).toMatchObject({ plan_id: basicPlan.id, plan_amount: "1200.00" });
    expect(await memberPlanRow(ctx, gym, odd!.id)).toMatchObject({
      plan_id: null,
      plan_name: "Premium",
      plan_amount: "999.00",
    });
    expect(await memberPlanRow(ctx, gym, none!.id)).toMatchObject({ plan_id: null });
  });
});
