import { PLAN_DURATION_REQUIRED, PLAN_NAME_TAKEN, PLAN_NOT_ACTIVE, PLAN_NOT_FOUND } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { plansDemoSeeder } from "../../src/modules/plans/seed.ts";
import { call, expectNo500 } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymSeedContext,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { PAYMENTS, setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";
import { file, form } from "../support/multipart.ts";

// The plan catalogue (issue 23 §4, decision 0290): CRUD, a member's plan, and the bills made from it.

const PLANS = "/api/members/plans/";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
let gyms = 0;
const newGym = () => createGym(ctx, `plans_${++gyms}`);

async function createPlan(gym: TestGym, body: object) {
  const res = await call(ctx, gym, "POST", PLANS, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().plan as { id: number; amount: string; admission_amount: string | null };
}

let people = 0;
async function register(gym: TestGym, over: object) {
  people += 1;
  return call(ctx, gym, "POST", "/api/android/member/register/", {
    username: `ravi${people}`,
    password: "S3cret-pass",
    email: `ravi${people}@example.com`,
    first_name: "Ravi",
    last_name: `Kumar${people}`,
    phone: "9876543210",
    date_of_birth: "1990-05-01",
    gender: "M",
    ...over,
  });
}

async function memberRow(gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT plan_id, plan_name, plan_amount::text AS plan_amount, to_char(renewal_date, 'YYYY-MM-DD') AS renewal,
            to_char(paid_through, 'YYYY-MM-DD') AS paid_through
       FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
    [id],
  );
  return rows[0] as {
    plan_id: number | null;
    plan_name: string | null;
    plan_amount: string | null;
    renewal: string;
    paid_through: string | null;
  };
}

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
    await createPlan(gym, { name: "Monthly", price: "1000", duration_months: 1 });
    const taken = await call(ctx, gym, "POST", PLANS, { name: "Monthly", price: "900", duration_months: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PLAN_NAME_TAKEN);
  });

  it("reads, edits, archives and restores a plan; 404 for one that is not the gym's", async () => {
    const gym = await newGym();
    const other = await newGym();
    const plan = await createPlan(gym, { name: "Quarterly", price: "2700", duration_months: 3, admission_fee: "500" });
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
    const plan = await createPlan(gym, {
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
    expect(await memberRow(gym, basic!.id)).toMatchObject({ plan_id: basicPlan.id, plan_amount: "1200.00" });
    expect(await memberRow(gym, odd!.id)).toMatchObject({ plan_id: null, plan_name: "Premium", plan_amount: "999.00" });
    expect(await memberRow(gym, none!.id)).toMatchObject({ plan_id: null });
  });
});

describe("a member's plan (Add New Member, the profile)", () => {
  it("Add New Member on a plan: its name and amount, renewal = joining + its term; the tier rule reads it", async () => {
    pin("2026-12-02");
    const gym = await newGym();
    const plan = await createPlan(gym, { name: "Quarterly", price: "2700", duration_months: 3 });
    const res = await register(gym, { plan_id: String(plan.id), plan_name: "ignored", plan_amount: "1" });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().member_details.id as number;
    expect(res.json().member_details).toMatchObject({ joining_date: "2026-12-02", renewal_date: "2027-03-02" });
    expect(await memberRow(gym, id)).toMatchObject({
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
    const plan = await createPlan(gym, { name: "Monthly", price: "1200", duration_months: 1 });
    const unknown = await register(gym, { plan_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PLAN_NOT_FOUND);
    const ok = await register(gym, { plan_id: plan.id });
    const id = ok.json().member_details.id as number;
    await call(ctx, gym, "PATCH", `${PLANS}${plan.id}/`, { name: "Monthly Plus", price: "1300", duration_months: 1 });
    expect(await memberRow(gym, id)).toMatchObject({ plan_name: "Monthly Plus", plan_amount: "1300.00" });
    expect((await call(ctx, gym, "GET", `${PLANS}${plan.id}/`)).json().plan.member_count).toBe(1);
    await call(ctx, gym, "POST", `${PLANS}${plan.id}/archive/`, {});
    const archived = await register(gym, { plan_id: plan.id });
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe(PLAN_NOT_ACTIVE);
  });

  it("a change of the gym's GST rate or GSTIN re-prices members on a GST-exclusive plan in the same save; open bills keep their amounts (decision 0294)", async () => {
    pin("2026-12-02");
    const gym = await newGym();
    const save = (body: object) => call(ctx, gym, "PUT", "/api/expenses/payment-settings/update/", body);
    expect((await save({ gstin: "29ABCDE1234F1ZW", gst_rate: "18" })).statusCode).toBe(200);
    const excluded = await createPlan(gym, {
      name: "Plus GST",
      price: "1000",
      duration_months: 1,
      gst_included: false,
    });
    const included = await createPlan(gym, { name: "Inclusive", price: "1000", duration_months: 1 });
    const a = (await register(gym, { plan_id: excluded.id, joining_date: "2026-12-01" })).json().member_details
      .id as number;
    const b = (await register(gym, { plan_id: included.id, joining_date: "2026-12-01" })).json().member_details
      .id as number;
    expect(await memberRow(gym, a)).toMatchObject({ plan_amount: "1180.00" });
    const bill = await call(ctx, gym, "POST", `${PAYMENTS}/create/`, { member_id: a, membership_month: "2026-12" });
    expect(bill.json().payment).toMatchObject({ amount_due: 1180 });

    // The rate changes: 12% of ₹1,000 is added from now on; the inclusive plan and the open bill stay.
    expect((await save({ gstin: "29ABCDE1234F1ZW", gst_rate: "12" })).statusCode).toBe(200);
    expect(await memberRow(gym, a)).toMatchObject({ plan_amount: "1120.00" });
    expect(await memberRow(gym, b)).toMatchObject({ plan_amount: "1000.00" });
    const open = await call(ctx, gym, "GET", `${PAYMENTS}/?member_id=${a}`);
    expect(open.json().payments.map((p: { amount_due: number }) => p.amount_due)).toEqual([1180]);
    // The plan answers the same charge the member now carries.
    expect((await call(ctx, gym, "GET", `${PLANS}${excluded.id}/`)).json().plan.amount).toBe("1120.00");

    // Blank rate: the default (5%, decision 0220); no GSTIN: no GST, the price itself.
    expect((await save({ gstin: "29ABCDE1234F1ZW", gst_rate: "" })).statusCode).toBe(200);
    expect(await memberRow(gym, a)).toMatchObject({ plan_amount: "1050.00" });
    expect((await save({ gstin: "", gst_rate: "12" })).statusCode).toBe(200);
    expect(await memberRow(gym, a)).toMatchObject({ plan_amount: "1000.00" });
    expect(await memberRow(gym, b)).toMatchObject({ plan_amount: "1000.00" });

    // A save that fails (an invalid GSTIN) changes nothing.
    expect((await save({ gstin: "NOT-A-GSTIN", gst_rate: "18" })).statusCode).toBe(400);
    expect(await memberRow(gym, a)).toMatchObject({ plan_amount: "1000.00" });
  });

  it("the profile changes the plan; a member keeps an archived plan they are on; no plan_id clears it", async () => {
    const gym = await newGym();
    const monthly = await createPlan(gym, { name: "Monthly", price: "1200", duration_months: 1 });
    const yearly = await createPlan(gym, { name: "Yearly", price: "12000", duration_months: 12 });
    const res = await register(gym, { plan_id: monthly.id, joining_date: "2026-11-01" });
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
    const plan = await createPlan(gym, { name: "Quarterly", price: "2700", duration_months: 3 });
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
    expect(await memberRow(gym, asha!.id)).toMatchObject({
      plan_id: plan.id,
      plan_name: "Quarterly",
      plan_amount: "2700.00",
      renewal: "2027-03-02",
    });
    expect(await memberRow(gym, vik!.id)).toMatchObject({
      plan_id: null,
      plan_name: "Gold Custom",
      plan_amount: "1500.00",
      renewal: "2027-01-01",
    });
  });
});

describe("bills from the plan (decision 0240 §1, 'the 3-month plan' row)", () => {
  async function quarterly(admission?: string) {
    pin("2026-12-02");
    const gym = await newGym();
    const plan = await createPlan(gym, {
      name: "Quarterly",
      price: "2700",
      duration_months: 3,
      ...(admission ? { admission_fee: admission } : {}),
    });
    const res = await register(gym, { plan_id: plan.id, joining_date: "2026-12-02" });
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
    expect(await memberRow(gym, id)).toMatchObject({ renewal: "2027-03-02", paid_through: "2027-03-02" });
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
    expect(await memberRow(gym, id)).toMatchObject({ renewal: "2027-05-31", paid_through: "2027-05-31" });
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
