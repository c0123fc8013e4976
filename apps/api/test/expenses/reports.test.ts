import { addDaysTo, addMonthsTo, EXPENSE_END_BEFORE_START, reportQuickRange } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymToday,
  type TestContext,
  type TestGym,
} from "../support/context.ts";
import { EXPENSES, insertCategory } from "../support/expenses.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

let ctx: TestContext;
let today: string;
beforeAll(async () => {
  ctx = await createTestContext();
  today = gymToday(ctx);
});
afterAll(() => ctx.close());

const summary = (g: TestGym, query = "") => call(ctx, g, "GET", `${EXPENSES}/summary${query}`);
const add = async (g: TestGym, body: object) => {
  const res = await call(ctx, g, "POST", `${EXPENSES}/transactions/create/`, body);
  expect(res.statusCode, res.body).toBe(200);
};

describe("expense summary", () => {
  it("an empty gym: zeros for this month to today (the report default)", async () => {
    const g = await createGym(ctx, "rep_empty");
    const res = await summary(g);
    expect(res.statusCode, res.body).toBe(200);
    const range = reportQuickRange("month", today);
    expect(res.json()).toEqual({
      success: true,
      summary: {
        period: range.start_date === range.end_date ? today : `${range.start_date} to ${today}`,
        start_date: range.start_date,
        end_date: today,
        total_income: 0,
        total_expenses: 0,
        net_profit: 0,
        transaction_count: 0,
        category_breakdown: { income: {}, expense: {} },
        income_by_category: [],
        expense_by_category: [],
      },
    });
  });

  it("sums a range inclusively by type and category, exactly, with net profit below zero when expenses win", async () => {
    const g = await createGym(ctx, "rep_sum");
    const rent = await insertCategory(ctx, g, { name: "Rent", category_type: "RENT" });
    const power = await insertCategory(ctx, g, { name: "Electricity", category_type: "UTILITIES" });
    const pt = await insertCategory(ctx, g, { name: "Personal training", category_type: "OTHER", is_income: true });
    const start = addDaysTo(today, -20);
    const end = addDaysTo(today, -10);
    await add(g, { category: rent, title: "Before", amount: 999, transaction_date: addDaysTo(start, -1) });
    await add(g, { category: rent, title: "First day", amount: "30000", transaction_date: start });
    await add(g, { category: power, title: "a", amount: "0.1", transaction_date: addDaysTo(start, 3) });
    await add(g, { category: power, title: "b", amount: "0.2", transaction_date: end });
    await add(g, { category: pt, transaction_type: "INCOME", title: "PT", amount: "12500.55", transaction_date: end });
    await add(g, {
      category: pt,
      transaction_type: "INCOME",
      title: "After",
      amount: 777,
      transaction_date: addDaysTo(end, 1),
    });
    const res = await summary(g, `?start_date=${start}&end_date=${end}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({
      period: `${start} to ${end}`,
      total_income: 12500.55,
      total_expenses: 30000.3,
      net_profit: -17499.75,
      transaction_count: 4,
      category_breakdown: { income: { "Personal training": 12500.55 }, expense: { Rent: 30000, Electricity: 0.3 } },
      income_by_category: [{ category_id: pt, name: "Personal training", category_type: "OTHER", amount: 12500.55 }],
      expense_by_category: [
        { category_id: rent, name: "Rent", category_type: "RENT", amount: 30000 },
        { category_id: power, name: "Electricity", category_type: "UTILITIES", amount: 0.3 },
      ],
    });
    const oneDay = await summary(g, `?start_date=${end}&end_date=${end}`);
    expect(oneDay.json().summary).toMatchObject({ period: end, total_income: 12500.55, total_expenses: 0.2 });
  });

  it("the dashboard's path answers the same, with schema_name and token in the query and no header", async () => {
    const g = await createGym(ctx, "rep_query");
    const cat = await insertCategory(ctx, g, { name: "Misc", category_type: "OTHER" });
    await add(g, { category: cat, title: "Chalk", amount: 240 });
    const viaHeader = (await summary(g)).json();
    const viaQuery = await ctx.app.inject({
      method: "GET",
      url: `${EXPENSES}/reports/expense-summary/?schema_name=${g.schema}&token=${g.token}`,
    });
    expect(viaQuery.statusCode, viaQuery.body).toBe(200);
    expect(viaQuery.json()).toEqual(viaHeader);
    expect(viaHeader.summary.total_expenses).toBe(240);
    const noToken = await ctx.app.inject({
      method: "GET",
      url: `${EXPENSES}/reports/expense-summary/?schema_name=${g.schema}`,
    });
    expect(noToken.statusCode).toBe(401);
  });

  it("refuses an end before the start and malformed dates", async () => {
    const g = await createGym(ctx, "rep_bad");
    const res = await summary(g, `?start_date=${today}&end_date=${addDaysTo(today, -1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPENSE_END_BEFORE_START);
    for (const q of ["?start_date=2026-02-30", "?end_date=yesterday", "?start_date=0000-00-00"]) {
      const r = await summary(g, q);
      expectNo500(r);
      expect(r.statusCode, q).toBe(400);
    }
  });

  it("member-payment receipts are income in the summary", async () => {
    const g = await createGym(ctx, "rep_receipts");
    const [a] = await membersWithPlan(ctx, g, ["2500"]);
    await createPayment(ctx, g, { member_id: a, membership_month: today.slice(0, 7), amount_paid: "2500" });
    const s = (await summary(g)).json().summary;
    expect(s.total_income).toBe(2500);
    expect(s.category_breakdown.income).toEqual({ "Membership Fees": 2500 });
  });
});

describe("member payment summary", () => {
  it("per member over the months in range: due (with late fee), paid, pending, overdue count, last payment; totals and collection rate", async () => {
    const g = await createGym(ctx, "rep_members");
    // Members of three months' standing: last month's bill is due on its 5th (decision 0240: never before
    // the period it pays for starts), so it is always late by now.
    const [paid, partial, overdue, cancelled] = (await membersWithPlan(ctx, g, ["1000", "2000", "3000", "4000"], {
      joining_date: addMonthsTo(today, -3),
    })) as [number, number, number, number];
    const last = addMonthsTo(today, -1).slice(0, 7);
    const next = addMonthsTo(today, 1).slice(0, 7);
    // Next month's records: not due yet, so no late fee depends on the day of the run.
    const p1 = (await createPayment(ctx, g, { member_id: paid, membership_month: next })).json().payment.id;
    await markPaid(ctx, g, p1, { payment_method: "UPI" });
    await createPayment(ctx, g, { member_id: partial, membership_month: next, amount_paid: "500" });
    // Last month, unpaid: OVERDUE, with its 5% fee (last month is always past its 13th).
    await createPayment(ctx, g, { member_id: overdue, membership_month: last });
    const c = (await createPayment(ctx, g, { member_id: cancelled, membership_month: next })).json().payment.id;
    await call(ctx, g, "PUT", `${PAYMENTS}/${c}/update/`, { payment_status: "CANCELLED" });

    const res = await call(ctx, g, "GET", `${EXPENSES}/member-payment-summary`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const byId = Object.fromEntries(body.member_summaries.map((m: { member_id: number }) => [m.member_id, m]));
    expect(byId[paid]).toMatchObject({
      total_due: 1000,
      total_paid: 1000,
      total_pending: 0,
      overdue_count: 0,
      last_payment_date: today,
    });
    expect(byId[partial]).toMatchObject({ total_due: 2000, total_paid: 500, total_pending: 1500, overdue_count: 0 });
    expect(byId[overdue]).toMatchObject({
      total_due: 3150,
      total_paid: 0,
      total_pending: 3150,
      overdue_count: 1,
      last_payment_date: null,
    });
    expect(byId[cancelled]).toBeUndefined();
    expect(body.totals).toEqual({
      members: 3,
      members_paid: 2,
      total_due: 6150,
      total_paid: 1500,
      total_pending: 4650,
      overdue_count: 1,
      collection_rate: 67,
      percent_paid: 24,
      received: 1500,
    });
    expect(body.count).toBe(3);

    // This range holds only last month's record (billed on its first day, decision 0247).
    const lastMonth = await call(
      ctx,
      g,
      "GET",
      `${EXPENSES}/reports/member-payment-summary/?start_date=${last}-01&end_date=${last}-28`,
    );
    expect(lastMonth.json().member_summaries.map((m: { member_id: number }) => m.member_id)).toEqual([overdue]);
    expect(lastMonth.json().totals).toMatchObject({ members: 1, members_paid: 0, collection_rate: 0 });

    const page = await call(ctx, g, "GET", `${EXPENSES}/member-payment-summary?page=2&page_size=2`);
    expect(page.json()).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page.json().member_summaries).toHaveLength(1);
  });

  it("a gym without payment records: no summaries and a collection rate of 0", async () => {
    const g = await createGym(ctx, "rep_members_none");
    const res = await call(ctx, g, "GET", `${EXPENSES}/member-payment-summary`);
    expect(res.json()).toMatchObject({
      member_summaries: [],
      count: 0,
      totals: { members: 0, collection_rate: 0, percent_paid: 0, received: 0 },
    });
  });
});

describe("member payment summary follows the chosen range (issue 23 §5, decision 0247)", () => {
  const memberSummary = async (g: TestGym, start: string, end: string) => {
    const res = await call(
      ctx,
      g,
      "GET",
      `${EXPENSES}/reports/member-payment-summary/?start_date=${start}&end_date=${end}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().totals;
  };
  const income = async (g: TestGym, start: string, end: string) =>
    (await summary(g, `?start_date=${start}&end_date=${end}`)).json().summary.total_income;

  it("'Today' shows today's money like Total Income, and only the bills of months that begin in the range", async () => {
    const g = await createGym(ctx, "rep_range");
    const [a, b] = (await membersWithPlan(ctx, g, ["1000", "2000"], {
      joining_date: "2026-10-01",
      renewal_date: "2026-12-31",
    })) as [number, number];
    // November's bill paid on 30 November; December's bills: a pays 1000 on the 13th, b pays 500 on the 12th.
    ctx.clock.pin(gymInstant("2026-11-30"));
    await createPayment(ctx, g, { member_id: a, membership_month: "2026-11", amount_paid: "1000" });
    ctx.clock.pin(gymInstant("2026-12-12"));
    await createPayment(ctx, g, { member_id: b, membership_month: "2026-12", amount_paid: "500" });
    ctx.clock.pin(gymInstant("2026-12-13"));
    await createPayment(ctx, g, { member_id: a, membership_month: "2026-12", amount_paid: "1000" });

    // 'Today' on the 13th: no month begins today, so no bills; what came in today is today's income.
    const todays = await memberSummary(g, "2026-12-13", "2026-12-13");
    expect(todays).toMatchObject({ members: 0, total_due: 0, total_paid: 0, received: 1000, collection_rate: 0 });
    expect(await income(g, "2026-12-13", "2026-12-13")).toBe(todays.received);
    // The day before: b's 500.
    expect(await memberSummary(g, "2026-12-12", "2026-12-12")).toMatchObject({ members: 0, received: 500 });

    // 'This Month' (1st to today): December's two bills and December's money. b's bill pays the joining
    // grant (due 5 December: the 5% fee from the 13th, ₹100); a's pays the 30 days after it, from 1 January
    // (decision 0240: never due before its period starts), so no fee: 1,000 + 2,100.
    const month = await memberSummary(g, "2026-12-01", "2026-12-13");
    expect(month).toMatchObject({ members: 2, members_paid: 2, total_due: 3100, total_paid: 1500, received: 1500 });
    expect(await income(g, "2026-12-01", "2026-12-13")).toBe(month.received);

    // The month's first day is the boundary: from the 2nd December's bills are out, from 30 November in.
    expect(await memberSummary(g, "2026-12-02", "2026-12-13")).toMatchObject({ members: 0, received: 1500 });
    expect(await memberSummary(g, "2026-11-30", "2026-12-01")).toMatchObject({
      members: 2,
      total_due: 3100,
      received: 1000,
    });
    // 'Today' on the 1st holds the month that begins that day.
    ctx.clock.pin(gymInstant("2026-12-13"));
    expect(await memberSummary(g, "2026-12-01", "2026-12-01")).toMatchObject({ members: 2, received: 0 });
    // November alone: a's November bill, paid on the 30th.
    expect(await memberSummary(g, "2026-11-01", "2026-11-30")).toMatchObject({
      members: 1,
      members_paid: 1,
      total_paid: 1000,
      received: 1000,
    });
  });
});
