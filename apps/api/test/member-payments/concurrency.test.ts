import { addMonthsTo, INVALID_PAYMENT_ID, paymentsMarkedPaid, SELECT_MEMBERS_TO_MARK_PAID } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500 } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymToday,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { countRows, createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const autoGenerate = (gym: TestGym) => call(ctx, gym, "POST", `${PAYMENTS}/auto-generate/`, {});
const bulk = (gym: TestGym, body: object) => call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, body);

describe("auto-generate", () => {
  afterEach(() => ctx.clock.pin(testStartInstant()));

  // The month's records are due on the 5th: made on the 5th they are upcoming, from the 6th overdue.
  for (const [day, expected] of [
    ["05", { created_overdue: 0, created_upcoming: 3 }],
    ["06", { created_overdue: 3, created_upcoming: 0 }],
  ] as const) {
    it(`creates the month's missing records for active members with a plan, once, even in parallel (on the ${day}th)`, async () => {
      ctx.clock.pin(gymInstant(`${gymToday(ctx).slice(0, 8)}${day}`));
      const gym = await createGym(ctx, "mpay_auto");
      // Joined on the 1st: their first bills start by the 5th, so they are due the 5th (decision 0240 §4).
      const joining_date = `${gymToday(ctx).slice(0, 8)}01`;
      const ids = await membersWithPlan(ctx, gym, ["1000", "2000", "3000", "4000"], { joining_date });
      await membersWithPlan(ctx, gym, ["1000"], { status: "SUSPENDED", joining_date });
      await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET plan_amount = NULL WHERE id = $1`, [ids[3]]);
      const results = await Promise.all([autoGenerate(gym), autoGenerate(gym), autoGenerate(gym)]);
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      const summaries = results.map((r) => r.json().summary as { created_overdue: number; created_upcoming: number });
      expect(summaries.filter((s) => s.created_overdue + s.created_upcoming > 0)).toEqual([expected]);
      expect((await autoGenerate(gym)).json().summary).toEqual({ created_overdue: 0, created_upcoming: 0 });
      expect(await countRows(ctx, gym, "member_payments")).toBe(3);
    });
  }

  it("a gym default plan amount fills in for members without one", async () => {
    const gym = await createGym(ctx, "mpay_default");
    const [id] = await membersWithPlan(ctx, gym, ["1"]);
    await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET plan_amount = NULL WHERE id = $1`, [id]);
    await ctx.db.pool.query(`INSERT INTO "${gym.schema}".payment_settings (id, default_plan_amount) VALUES (1, 2500)`);
    await autoGenerate(gym);
    const row = await ctx.db.pool.query(`SELECT amount_due::text FROM "${gym.schema}".member_payments`);
    expect(row.rows).toEqual([{ amount_due: "2500.00" }]);
  });
});

describe("bulk-mark-paid", () => {
  it("nothing selected: the spec's text", async () => {
    const gym = await createGym(ctx, "mpay_bulk0");
    const res = await bulk(gym, { payment_ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SELECT_MEMBERS_TO_MARK_PAID);
  });

  it("all or nothing: an unknown id among valid ones pays none and names it", async () => {
    const gym = await createGym(ctx, "mpay_bulk1");
    const [a] = await membersWithPlan(ctx, gym, ["1000"]);
    const p = (await createPayment(ctx, gym, { member_id: a, membership_month: gymToday(ctx).slice(0, 7) })).json()
      .payment;
    const res = await bulk(gym, { payment_ids: [p.id, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: INVALID_PAYMENT_ID, invalid_ids: [999_999] });
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(0);
  });

  it("parallel bulk calls with overlapping ids: one receipt per record, correct totals", async () => {
    const gym = await createGym(ctx, "mpay_bulk2");
    const month = `${addMonthsTo(gymToday(ctx), -1).slice(0, 7)}`;
    // Members since last month's 1st: their bills are due its 5th (decision 0240 §4).
    const ids = await membersWithPlan(ctx, gym, ["1000", "2000", "3000", "4000"], { joining_date: `${month}-01` });
    const pays = [];
    for (const id of ids)
      pays.push((await createPayment(ctx, gym, { member_id: id, membership_month: month })).json().payment.id);
    const calls = await Promise.all([
      bulk(gym, { payment_ids: [pays[0], pays[1], pays[2]], payment_method: "UPI" }),
      bulk(gym, { payment_ids: [pays[3], pays[2], pays[1]] }),
      bulk(gym, { payment_ids: [pays[1], pays[0]] }),
    ]);
    for (const r of calls) {
      expectNo500(r);
      expect(r.statusCode, r.body).toBe(200);
    }
    expect(calls[0].json().updated_payments.every((p: { payment_status: string }) => p.payment_status === "PAID")).toBe(
      true,
    );
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(4);
    const sums = await ctx.db.pool.query(
      `SELECT (SELECT sum(amount)::text FROM "${gym.schema}".payment_receipts) AS received,
              (SELECT sum(amount_paid)::text FROM "${gym.schema}".member_payments) AS paid`,
    );
    // Last month is past its 13th: each paid its capped 5% fee (50 + 100 + 150 + 200).
    expect(sums.rows[0]).toEqual({ received: "10500.00", paid: "10500.00" });
  });
});

describe("bulk-mark-paid at the contract's maximum (issue 21 §5a)", () => {
  it("1,000 records in one call: one receipt, one invoice number, one ledger row and one renewal each, exactly once", async () => {
    const gym = await createGym(ctx, "mpay_bulk1k");
    const month = addMonthsTo(gymToday(ctx), -1).slice(0, 7);
    const members = await membersWithPlan(
      ctx,
      gym,
      Array.from({ length: 1000 }, (_, i) => String(1000 + i)),
    );
    const t = (name: string) => `"${gym.schema}".${name}`;
    const renewalBefore = (await ctx.db.pool.query(`SELECT min(renewal_date)::text AS d FROM ${t("members")}`)).rows[0]
      .d;
    const { rows } = await ctx.db.pool.query(
      // Each bill pays for the 30 days after the member's renewal date (decision 0240: paying ahead).
      `INSERT INTO ${t("member_payments")}
         (member_id, membership_month, amount_due, due_date, reference_number, period_from, period_to)
       SELECT m.id, $1::date, m.plan_amount, $2::date, 'PAY' || m.id, m.renewal_date + 1, m.renewal_date + 30
         FROM ${t("members")} m WHERE m.id = ANY($3::int[])
       RETURNING id`,
      [`${month}-01`, `${month}-05`, members],
    );
    const ids = rows.map((r) => r.id as number);
    const res = await bulk(gym, { payment_ids: ids, payment_method: "UPI" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(paymentsMarkedPaid(1000));
    expect(res.json().updated_payments).toHaveLength(1000);
    const figures = await ctx.db.pool.query(
      `SELECT (SELECT count(*)::int FROM ${t("payment_receipts")}) AS receipts,
              (SELECT count(DISTINCT invoice_number)::int FROM ${t("payment_receipts")}) AS numbers,
              (SELECT count(*)::int FROM ${t("expense_transactions")} WHERE receipt_id IS NOT NULL) AS ledger,
              (SELECT sum(amount)::text FROM ${t("payment_receipts")}) AS received,
              (SELECT sum(amount)::text FROM ${t("expense_transactions")} WHERE receipt_id IS NOT NULL) AS booked,
              (SELECT count(*)::int FROM ${t("members")} WHERE renewal_date = $1::date + 30) AS renewed,
              (SELECT last_number FROM ${t("invoice_counters")}) AS counter`,
      [renewalBefore],
    );
    // Last month is past its 13th: each owed its 5% fee, capped at ₹200 (₹1,000-₹1,999: ₹50-₹99.95).
    const due = Array.from({ length: 1000 }, (_, i) => (1000 + i) * 100).reduce(
      (a, d) => a + d + Math.floor((d * 500 + 5000) / 10000),
      0,
    );
    expect(figures.rows[0]).toEqual({
      receipts: 1000,
      numbers: 1000,
      ledger: 1000,
      received: (due / 100).toFixed(2),
      booked: (due / 100).toFixed(2),
      renewed: 1000,
      counter: 1000,
    });
    // Sent again: nothing owed any more, nothing written.
    const again = await bulk(gym, { payment_ids: ids, payment_method: "UPI" });
    expect(again.json().message).toBe(paymentsMarkedPaid(0));
    expect(await countRows(ctx, gym, "payment_receipts")).toBe(1000);
  });

  // A 1,000-record bulk on a loaded machine once answered 500: its transaction outlived Prisma's 5 s default
  // (decision 0395). Here another desk holds one of the members for 5.5 s, so the bulk's transaction lasts
  // that long; it must still commit every receipt, invoice number and ledger row exactly once.
  it("a bulk whose transaction lasts past 5 s (waiting on a member another payment holds) still commits, once", async () => {
    const gym = await createGym(ctx, "mpay_bulkslow");
    const month = addMonthsTo(gymToday(ctx), -1).slice(0, 7);
    const members = await membersWithPlan(ctx, gym, ["1000", "2000", "3000"], { joining_date: `${month}-01` });
    const ids = [];
    for (const id of members)
      ids.push((await createPayment(ctx, gym, { member_id: id, membership_month: month })).json().payment.id);
    const holder = await ctx.db.pool.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "${gym.schema}".members WHERE id = $1 FOR NO KEY UPDATE`, [members[1]]);
      const pending = bulk(gym, { payment_ids: ids, payment_method: "UPI" });
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      await holder.query("COMMIT");
      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(paymentsMarkedPaid(3));
    } finally {
      holder.release();
    }
    const t = (name: string) => `"${gym.schema}".${name}`;
    const figures = await ctx.db.pool.query(
      `SELECT (SELECT count(*)::int FROM ${t("payment_receipts")}) AS receipts,
              (SELECT count(*)::int FROM ${t("expense_transactions")} WHERE receipt_id IS NOT NULL) AS ledger,
              (SELECT last_number FROM ${t("invoice_counters")}) AS counter,
              (SELECT count(*)::int FROM ${t("member_payments")} WHERE amount_paid >= amount_due + late_fee) AS settled`,
    );
    expect(figures.rows[0]).toEqual({ receipts: 3, ledger: 3, counter: 3, settled: 3 });
  }, 30_000);
});

describe("by-month and timeline", () => {
  it("lists every member with the month's status (NOT_CREATED without a record), its payment id and the collection rate", async () => {
    const gym = await createGym(ctx, "mpay_month");
    const [a, b, c] = await membersWithPlan(ctx, gym, ["1000", "2000", "6000"]);
    // Next month: not due yet, so no late fee makes the figures depend on the day of the run.
    const month = addMonthsTo(gymToday(ctx), 1).slice(0, 7);
    const pa = (await createPayment(ctx, gym, { member_id: a, membership_month: month, amount_paid: "1000" })).json()
      .payment;
    const pb = (await createPayment(ctx, gym, { member_id: b, membership_month: month })).json().payment;
    const res = await call(
      ctx,
      gym,
      "GET",
      `${PAYMENTS}/by-month/?year=${month.slice(0, 4)}&month=${Number(month.slice(5, 7))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // decision 0245: of the 2 members billed for the month, 1 has paid
    expect(body.month_info).toMatchObject({ month, total_members: 3, members_billed: 2, collection_rate: 50 });
    expect(body.month_info.status_breakdown.NOT_CREATED).toBe(1);
    const byId = new Map(body.members.map((m: { member_id: number }) => [m.member_id, m]));
    expect(byId.get(a)).toMatchObject({ payment_id: pa.id, payment_status: "PAID" });
    expect(byId.get(b)).toMatchObject({ payment_id: pb.id, amount_due: 2000 });
    expect(byId.get(c)).toMatchObject({ payment_id: null, payment_status: "NOT_CREATED", amount_due: 6000 });

    const tl = await call(ctx, gym, "GET", `${PAYMENTS}/timeline/?member_id=${a}`);
    expect(tl.statusCode, tl.body).toBe(200);
    expect(tl.json().member).toMatchObject({ id: a, current_plan: "Silver", phone: "9876543210" });
    expect(tl.json().payment_timeline).toHaveLength(1);
    expect(tl.json().payment_timeline[0].invoices).toHaveLength(1);
    const platinum = await call(ctx, gym, "GET", `${PAYMENTS}/timeline/?member_id=${c}&months=3`);
    expect(platinum.json().member.current_plan).toBe("Platinum");

    const list = await call(ctx, gym, "GET", `${PAYMENTS}/?payment_status=PAID`);
    expect(list.json().payments.map((p: { id: number }) => p.id)).toEqual([pa.id]);
    const members = await call(ctx, gym, "GET", "/api/gym-members/?search=member1");
    expect(members.json()).toMatchObject({ success: true, data: [{ id: b, membership_type: "Silver", amount: 2000 }] });
  });
});
