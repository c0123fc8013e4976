import { PLAN_NOT_ACTIVE, PLAN_NOT_FOUND } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, testStartInstant } from "../support/context.ts";
import { PAYMENTS } from "../support/member-payments.ts";
import { file, form } from "../support/multipart.ts";
import { createPlan, memberPlanRow, PLANS, registerMember } from "../support/plans.ts";

// A member's plan (issue 23 §4, decision 0290): Add New Member and the profile put a member on a plan,
// the gym's GST re-prices them, and the bulk upload matches a plan by name.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
let gyms = 0;
const newGym = () => createGym(ctx, `plans_${++gyms}`);

describe("a member's plan (Add New Member, the profile)", () => {
  it("Add New Member on a plan: its name and amount, renewal = joining + its term; the tier rule reads it", async () => {
    pin("2026-12-02");
    const gym = await newGym();
    const plan = await createPlan(ctx, gym, { name: "Quarterly", price: "2700", duration_months: 3 });
    const res = await registerMember(ctx, gym, { plan_id: String(plan.id), plan_name: "ignored", plan_amount: "1" });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().member_details.id as number;
    expect(res.json().member_details).toMatchObject({ joining_date: "2026-12-02", renewal_date: "2027-03-02" });
    expect(await memberPlanRow(ctx, gym, id)).toMatchObject({
      plan_id: plan.id,
      plan_name: "Quarterly",
      plan_amount: "2700.00",
    });
    const listed = await call(ctx, gym, "GET", `/api/gym-members/?search=${encodeURIComponent("Ravi")}`);
    expect(listed.json().data).toEqual([expect.objectContaining({ id, membership_type: "Quarterly", amount: 2700 })]);
    const profile = await call(ctx, gym, "GET", `/api/members/members/${id}/`);
    expect(profile.json().member).toMatchObject({ plan_id: plan.id, plan_name: "Quarterly", plan_amount: "2700.00" });
  });

  it("refuses an unknown or archived plan with the field's error; editing the plan's price moves its members' amount", async () => {
    const gym = await newGym();
    const plan = await createPlan(ctx, gym, { name: "Monthly", price: "1200", duration_months: 1 });
    const unknown = await registerMember(ctx, gym, { plan_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PLAN_NOT_FOUND);
    const ok = await registerMember(ctx, gym, { plan_id: plan.id });
    const id = ok.json().member_details.id as number;
    await call(ctx, gym, "PATCH", `${PLANS}${plan.id}/`, { name: "Monthly Plus", price: "1300", duration_months: 1 });
    expect(await memberPlanRow(ctx, gym, id)).toMatchObject({ plan_name: "Monthly Plus", plan_amount: "1300.00" });
    expect((await call(ctx, gym, "GET", `${PLANS}${plan.id}/`)).json().plan.member_count).toBe(1);
    await call(ctx, gym, "POST", `${PLANS}${plan.id}/archive/`, {});
    const archived = await registerMember(ctx, gym, { plan_id: plan.id });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe(PLAN_NOT_ACTIVE);
  });

  it("a change of the gym's GST rate or GSTIN re-prices members on a GST-exclusive plan in the same save; open bills keep their amounts (decision 0294)", async () => {
    pin("2026-12-02");
    const gym = await newGym();
    const save = (body: object) => call(ctx, gym, "PUT", "/api/expenses/payment-settings/update/", body);
    expect((await save({ gstin: "29ABCDE1234F1ZW", gst_rate: "18" })).statusCode).toBe(200);
    const excluded = await createPlan(ctx, gym, {
      name: "Plus GST",
      price: "1000",
      duration_months: 1,
      gst_included: false,
    });
    const included = await createPlan(ctx, gym, { name: "Inclusive", price: "1000", duration_months: 1 });
    const a = (await registerMember(ctx, gym, { plan_id: excluded.id, joining_date: "2026-12-01" })).json()
      .member_details.id as number;
    const b = (await registerMember(ctx, gym, { plan_id: included.id, joining_date: "2026-12-01" })).json()
      .member_details.id as number;
    expect(await memberPlanRow(ctx, gym, a)).toMatchObject({ plan_amount: "1180.00" });
    const bill = await call(ctx, gym, "POST", `${PAYMENTS}/create/`, { member_id: a, membership_month: "2026-12" });
    expect(bill.json().payment).toMatchObject({ amount_due: 1180 });

    // The rate changes: 12% of ₹1,000 is added from now on; the inclusive plan and the open bill stay.
    expect((await save({ gstin: "29ABCDE1234F1ZW", gst_rate: "12" })).statusCode).toBe(200);
    expect(await memberPlanRow(ctx, gym, a)).toMatchObject({ plan_amount: "1120.00" });
    expect(await memberPlanRow(ctx, gym, b)).toMatchObject({ plan_amount: "1000.00" });
    const open = await call(ctx, gym, "GET", `${PAYMENTS}/?member_id=${a}`);
    expect(open.json().payments.map((p: { amount_due: number }) => p.amount_due)).toEqual([1180]);
    // The plan answers the same charge the member now carries.
    expect((await call(ctx, gym, "GET", `${PLANS}${excluded.id}/`)).json().plan.amount).toBe("1120.00");

    // Blank rate: the default (5%, decision 0220); no GSTIN: no GST, the price itself.
    expect((await save({ gstin: "29ABCDE1234F1ZW", gst_rate: "" })).statusCode).toBe(200);
    expect(await memberPlanRow(ctx, gym, a)).toMatchObject({ plan_amount: "1050.00" });
    expect((await save({ gstin: "", gst_rate: "12" })).statusCode).toBe(200);
    expect(await memberPlanRow(ctx, gym, a)).toMatchObject({ plan_amount: "1000.00" });
    expect(await memberPlanRow(ctx, gym, b)).toMatchObject({ plan_amount: "1000.00" });

    // A save that fails (an invalid GSTIN) changes nothing.
    expect((await save({ gstin: "NOT-A-GSTIN", gst_rate: "18" })).statusCode).toBe(400);
    expect(await memberPlanRow(ctx, gym, a)).toMatchObject({ plan_amount: "1000.00" });
  });

  it("the profile changes the plan; a member keeps an archived plan they are on; no plan_id clears it", async () => {
    const gym = await newGym();
    const monthly = await createPlan(ctx, gym, { name: "Monthly", price: "1200", duration_months: 1 });
    const yearly = await createPlan(ctx, gym, { name: "Yearly", price: "12000", duration_months: 12 });
    const res = await registerMember(ctx, gym, { plan_id: monthly.id, joining_date: "2026-11-01" });
    const id = res.json().member_details.id as number;
    const fields = {
      username: "ravi.edit",
      email: "ravi.edit@example.com",
      first_name: "Ravi",
      last_name: "Edit",
      phone: "9876543210",
      date_of_birth: "1990-05-01",
      gender: "M",
    };
    const url = `/api/members/members/${id}/update/`;
    let edit = await call(ctx, gym, "PATCH", url, { ...fields, plan_id: yearly.id });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().member).toMatchObject({ plan_id: yearly.id, plan_name: "Yearly", plan_amount: "12000.00" });
    await call(ctx, gym, "POST", `${PLANS}${yearly.id}/archive/`, {});
    edit = await call(ctx, gym, "PATCH", url, { ...fields, plan_id: yearly.id });
    expect(edit.statusCode, edit.body).toBe(200);
    edit = await call(ctx, gym, "PATCH", url, { ...fields, plan_name: "Custom", plan_amount: "999" });
    expect(edit.json().member).toMatchObject({ plan_id: null, plan_name: "Custom", plan_amount: "999.00" });
  });
});

describe("bulk upload: a plan_name that names an active plan puts the member on it", () => {
  it("matches the name (any case), takes its amount and term; other names stay names only", async () => {
    pin("2026-12-02");
    const gym = await newGym();
    const plan = await createPlan(ctx, gym, { name: "Quarterly", price: "2700", duration_months: 3 });
    const header = "first_name,last_name,email,phone,date_of_birth,gender,address,plan_name,plan_amount";
    const rows = [
      "Asha,Rao,asha@example.com,9876543210,1990-05-12,F,MG Road,quarterly,100",
      "Vik,Shah,vik@example.com,9876543211,1991-05-12,M,MG Road,Gold Custom,1500",
    ];
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/members/bulk-upload/",
      headers: gym.auth,
      payload: form({ file: file(Buffer.from([header, ...rows].join("\n")), "members.csv", "text/csv") }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [asha, vik] = res.json().results.created_members as { id: number }[];
    expect(await memberPlanRow(ctx, gym, asha!.id)).toMatchObject({
      plan_id: plan.id,
      plan_name: "Quarterly",
      plan_amount: "2700.00",
      renewal: "2027-03-02",
    });
    expect(await memberPlanRow(ctx, gym, vik!.id)).toMatchObject({
      plan_id: null,
      plan_name: "Gold Custom",
      plan_amount: "1500.00",
      renewal: "2027-01-01",
    });
  });
});
