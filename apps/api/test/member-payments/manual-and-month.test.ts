import {
  AMOUNT_ABOVE_OWED_MONTHS,
  addDaysTo,
  addMonthsTo,
  MANUAL_DURATION_RANGE,
  MONTHS_ALREADY_PAID,
  paymentJustRecorded,
} from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymToday,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import {
  countRows,
  createPayment,
  markPaid,
  membersWithPlan,
  PAYMENTS,
  setSettings,
  withKey,
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
  afterEach(() => ctx.clock.pin(testStartInstant()));
  it("3 months at the plan price pay three bills in full, one receipt each, and renew to the third period's end (decision 0240: the joining grant, then two terms of 30 days)", async () => {
    // Pinned mid-month: a period that starts on a month's last day labels the month after next (decision
    // 0240 §4; membership-periods.test.ts has that case), so the three months follow each other only here.
    ctx.clock.pin(gymInstant("2026-12-13"));
    const first = "2026-12-01";
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
    expect(await renewalOf(gym, id)).toBe(addDaysTo(before, 60));
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
    ctx.clock.pin(gymInstant("2026-12-13")); // mid-month, as above
    const first = "2026-12-01";
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
  // The rules read the day (the fee from the 13th, the month): these cases pin it, and the clock goes back after.
  const dayOfMonth = (d: string, time?: string) => gymInstant(`${first.slice(0, 8)}${d}`, time);
  afterEach(() => ctx.clock.pin(testStartInstant()));
  const receiptsOf = async (g: TestGym, memberId?: number) =>
    (
      await ctx.db.pool.query(
        `SELECT r.invoice_number, r.amount::text AS amount FROM "${g.schema}".payment_receipts r
           JOIN "${g.schema}".member_payments p ON p.id = r.payment_id WHERE p.member_id = $1 ORDER BY r.id`,
        [memberId],
      )
    ).rows as { invoice_number: string; amount: string }[];

  for (const [d, fee] of [
    ["12", 0],
    ["13", 50],
  ] as const) {
    it(`pays this month, then next month once this one is settled, then refuses (on the ${d}th: late fee ₹${fee})`, async () => {
      ctx.clock.pin(dayOfMonth(d));
      // Joined on the 1st: the month's bill is due the 5th (decision 0240 §4), its fee from the 13th.
      const [id] = await membersWithPlan(ctx, gym, ["1000"], { joining_date: first });
      await setSettings(ctx, gym, { default_plan_amount: null });
      const owedNow = (await createPayment(ctx, gym, { member_id: id, membership_month: first })).json().payment
        .remaining_amount as number;
      expect(owedNow).toBe(1000 + fee);
      // The dashboard sends one Idempotency-Key per form opening (decision 0182).
      const one = await byMember(withKey(gym, `one-${id}`), {
        member_id: id,
        amount_paid: owedNow,
        payment_status: "PAID",
      });
      expect(one.json().payment).toMatchObject({ membership_month: first, payment_status: "PAID" });
      const two = await byMember(withKey(gym, `two-${id}`), {
        member_id: id,
        amount_paid: 1000,
        payment_method: "UPI",
      });
      expect(two.json().payment).toMatchObject({ membership_month: addMonthsTo(first, 1), payment_status: "PAID" });
      const three = await byMember(withKey(gym, `three-${id}`), { member_id: id, amount_paid: 1000 });
      expect(three.statusCode).toBe(400);
      expect(three.json().message).toBe(MONTHS_ALREADY_PAID);
      expect((await byMember(gym, { member_id: 2_000_000_000, amount_paid: 10 })).statusCode).toBe(404);
      expect((await receiptsOf(gym, id)).map((r) => r.amount)).toEqual([`${1000 + fee}.00`, "1000.00"]);
    });
  }

  it("without a key, the same amount for the same member within 10 minutes is a 409 naming the receipt, never that receipt again; after that it is a new payment (decision 0197)", async () => {
    ctx.clock.pin(dayOfMonth("10", "10:00"));
    const [id] = await membersWithPlan(ctx, gym, ["1000"]);
    const one = await byMember(gym, { member_id: id, amount_paid: 1000 });
    expect(one.json().payment).toMatchObject({ membership_month: first, payment_status: "PAID" });
    const [december] = await receiptsOf(gym, id);
    ctx.clock.pin(dayOfMonth("10", "10:09"));
    const again = await byMember(gym, { member_id: id, amount_paid: 1000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: paymentJustRecorded("₹1,000", december!.invoice_number),
      invoice_number: december!.invoice_number,
    });
    expect(await records(gym, id)).toEqual([{ month: first.slice(0, 7), due: "1000.00", paid: "1000.00" }]);
    // Another amount is another payment; so is the same amount once the window has passed.
    ctx.clock.pin(dayOfMonth("10", "10:11"));
    const later = await byMember(gym, { member_id: id, amount_paid: 1000 });
    expect(later.json().payment).toMatchObject({ membership_month: addMonthsTo(first, 1), payment_status: "PAID" });
    expect((await receiptsOf(gym, id)).map((r) => r.amount)).toEqual(["1000.00", "1000.00"]);
    // With a new key each, two payments of the same amount a moment apart are two receipts.
    const [other] = await membersWithPlan(ctx, gym, ["1000"]);
    for (const key of ["dec", "jan"])
      await byMember(withKey(gym, `${key}-${other}`), { member_id: other, amount_paid: 1000 });
    expect((await records(gym, other)).map((r) => r.paid)).toEqual(["1000.00", "1000.00"]);
  });

  it("the same keyless payment sent twice at once is one receipt and one 409", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["2000"]);
    const both = await Promise.all([1, 2].map(() => byMember(gym, { member_id: id, amount_paid: 500 })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
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
      // decision 0245: members billed for the month (3) who have paid something (2)
      collection_rate: 67,
      members_billed: 3,
      members_paid: 2,
      suspended_left_out: 1,
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

  it("auto-generate bills a member whose membership ended before the month began their next period (decision 0240 §6)", async () => {
    const g = await createGym(ctx, "mpay_elig");
    const [current] = await membersWithPlan(ctx, g, ["1000"]);
    const renewal = addDaysTo(first, -1);
    const [lapsed] = await membersWithPlan(ctx, g, ["1000"], {
      joining_date: addMonthsTo(first, -3),
      renewal_date: renewal,
    });
    await ctx.db.pool.query(`UPDATE "${g.schema}".members SET paid_through = renewal_date WHERE id = $1`, [lapsed]);
    const res = await call(ctx, g, "POST", `${PAYMENTS}/auto-generate/`, {});
    const n = res.json().summary.created_overdue + res.json().summary.created_upcoming;
    expect(n).toBe(2);
    expect(await countRows(ctx, g, "member_payments", "member_id = $1", [current])).toBe(1);
    const bill = await ctx.db.pool.query(
      `SELECT to_char(period_from, 'YYYY-MM-DD') AS f, to_char(period_to, 'YYYY-MM-DD') AS t
         FROM "${g.schema}".member_payments WHERE member_id = $1`,
      [lapsed],
    );
    expect(bill.rows).toEqual([{ f: first, t: addDaysTo(renewal, 30) }]);
    // One open bill per member: a second run makes nothing more.
    const again = (await call(ctx, g, "POST", `${PAYMENTS}/auto-generate/`, {})).json().summary;
    expect(again).toEqual({ created_overdue: 0, created_upcoming: 0 });
  });
});
