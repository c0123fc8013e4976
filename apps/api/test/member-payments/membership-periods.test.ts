import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS, withKey } from "../support/member-payments.ts";
import type { MemberSeed } from "../support/members.ts";

/**
 * Decision 0240's case table, every row with pinned days (decision 0196): a membership is a chain of
 * paid periods; a bill pays for one; settling moves the renewal date only by time not already covered.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
let gyms = 0;

/** A gym of its own (auto-generate bills every member of a gym) with one member of `amount`. */
async function member(amount: string, seed: MemberSeed & { paid_through?: string } = {}) {
  const { paid_through, ...rest } = seed;
  const gym = await createGym(ctx, `mp_period_${++gyms}`);
  const [id] = await membersWithPlan(ctx, gym, [amount], rest);
  if (paid_through)
    await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET paid_through = $2::date WHERE id = $1`, [
      id,
      paid_through,
    ]);
  return { gym, id: id! };
}

async function dates(gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT to_char(renewal_date, 'YYYY-MM-DD') AS renewal, to_char(paid_through, 'YYYY-MM-DD') AS paid_through
       FROM "${gym.schema}".members WHERE id = $1`,
    [id],
  );
  return rows[0] as { renewal: string; paid_through: string | null };
}

async function bills(gym: TestGym, id: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT id, to_char(period_from, 'YYYY-MM-DD') AS "from", to_char(period_to, 'YYYY-MM-DD') AS "to",
            to_char(membership_month, 'YYYY-MM') AS month, to_char(due_date, 'YYYY-MM-DD') AS due
       FROM "${gym.schema}".member_payments WHERE member_id = $1 ORDER BY membership_month`,
    [id],
  );
  return rows as { id: number; from: string; to: string; month: string; due: string }[];
}
const periods = async (gym: TestGym, id: number) => (await bills(gym, id)).map(({ id: _, ...b }) => b);

const autoGenerate = async (gym: TestGym) => {
  const res = await call(ctx, gym, "POST", `${PAYMENTS}/auto-generate/`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().summary as { created_overdue: number; created_upcoming: number };
};
const bulk = (gym: TestGym, ids: number[]) =>
  call(ctx, gym, "POST", `${PAYMENTS}/bulk-mark-paid/`, { payment_ids: ids, payment_method: "CASH" });
const byMember = (gym: TestGym, body: object) => call(ctx, gym, "POST", `${PAYMENTS}/create-by-member/`, body);
const monthView = async (gym: TestGym, month: string) =>
  (
    await call(ctx, gym, "GET", `${PAYMENTS}/by-month/?year=${month.slice(0, 4)}&month=${Number(month.slice(5, 7))}`)
  ).json();

describe("joins today, pays the first month (issue 23 §1: no free month)", () => {
  it("joins 2 Dec, renewal 1 Jan: the first bill is the grant, 2 Dec - 1 Jan, Dec, due 5 Dec; nothing paid yet", async () => {
    pin("2026-12-02");
    const { gym, id } = await member("1000", { joining_date: "2026-12-02", renewal_date: "2027-01-01" });
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 1 });
    expect(await periods(gym, id)).toEqual([
      { from: "2026-12-02", to: "2027-01-01", month: "2026-12", due: "2026-12-05" },
    ]);
    // paid_through NULL: nothing paid yet (the day before joining, 1 Dec, in decision 0240's words).
    expect(await dates(gym, id)).toEqual({ renewal: "2027-01-01", paid_through: null });
  });

  it("pays it with Bulk Pay on 2 Dec: renewal stays 1 Jan (not 31 Jan), paid_through 1 Jan", async () => {
    pin("2026-12-02");
    const { gym, id } = await member("1500", { joining_date: "2026-12-02", renewal_date: "2027-01-01" });
    await autoGenerate(gym);
    const [bill] = await bills(gym, id);
    expect((await bulk(gym, [bill!.id])).statusCode).toBe(200);
    expect(await dates(gym, id)).toEqual({ renewal: "2027-01-01", paid_through: "2027-01-01" });
  });

  it("pays ₹700, then 'Pay Remaining' ₹800: renewal stays 1 Jan after each", async () => {
    pin("2026-12-02");
    const { gym, id } = await member("1500", { joining_date: "2026-12-02", renewal_date: "2027-01-01" });
    await autoGenerate(gym);
    const [bill] = await bills(gym, id);
    const part = await markPaid(ctx, gym, bill!.id, { amount_paid: 700 });
    expect(part.json().payment).toMatchObject({ payment_status: "PARTIAL", remaining_amount: 800 });
    expect(await dates(gym, id)).toEqual({ renewal: "2027-01-01", paid_through: null });
    const rest = await markPaid(ctx, gym, bill!.id, {});
    expect(rest.json().payment).toMatchObject({ payment_status: "PAID", amount_paid: 1500 });
    expect(await dates(gym, id)).toEqual({ renewal: "2027-01-01", paid_through: "2027-01-01" });
  });

  it("next month: auto-generate on 1 Jan bills 2 Jan - 31 Jan, Jan, due 5 Jan; paid 3 Jan, renewal 31 Jan", async () => {
    pin("2026-12-02");
    const { gym, id } = await member("1000", { joining_date: "2026-12-02", renewal_date: "2027-01-01" });
    await autoGenerate(gym);
    await bulk(gym, [(await bills(gym, id))[0]!.id]);
    // Still December: the next bill's month (January) is not due to be made yet.
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 0 });
    pin("2027-01-01");
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 1 });
    const jan = (await bills(gym, id))[1]!;
    expect(jan).toMatchObject({ from: "2027-01-02", to: "2027-01-31", month: "2027-01", due: "2027-01-05" });
    pin("2027-01-03");
    await markPaid(ctx, gym, jan.id, {});
    expect(await dates(gym, id)).toEqual({ renewal: "2027-01-31", paid_through: "2027-01-31" });
  });
});

describe("paying late, in parts, ahead", () => {
  const paidToJan = { joining_date: "2026-06-01", renewal_date: "2027-01-31", paid_through: "2027-01-31" };

  it("pays late: the Feb bill 1 Feb - 2 Mar due 5 Feb, paid 20 Feb with the ₹50 fee on ₹1,000; renewal 2 Mar, no day given or taken", async () => {
    pin("2027-02-01");
    const { gym, id } = await member("1000", paidToJan);
    // Renewal 31 Jan is before 1 Feb: overdue on smart tracking from today (decision 0248), the fee from the 13th.
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 1, created_upcoming: 0 });
    const feb = (await bills(gym, id))[0]!;
    expect(feb).toMatchObject({ from: "2027-02-01", to: "2027-03-02", month: "2027-02", due: "2027-02-05" });
    pin("2027-02-20");
    const res = await markPaid(ctx, gym, feb.id, {});
    expect(res.json().payment).toMatchObject({ late_fee: 50, amount_paid: 1050, payment_status: "PAID" });
    expect(await dates(gym, id)).toEqual({ renewal: "2027-03-02", paid_through: "2027-03-02" });
  });

  it("₹500 on 3 Feb extends nothing, ₹500 on 6 Feb settles it (renewal 2 Mar); create-by-member on 10 Feb pays ahead: 3 Mar - 1 Apr, Mar, renewal 1 Apr", async () => {
    pin("2027-02-01");
    const { gym, id } = await member("1000", paidToJan);
    await autoGenerate(gym);
    const feb = (await bills(gym, id))[0]!;
    pin("2027-02-03");
    await markPaid(ctx, gym, feb.id, { amount_paid: 500 });
    expect(await dates(gym, id)).toEqual({ renewal: "2027-01-31", paid_through: "2027-01-31" });
    pin("2027-02-06");
    await markPaid(ctx, gym, feb.id, { amount_paid: 500 });
    expect(await dates(gym, id)).toEqual({ renewal: "2027-03-02", paid_through: "2027-03-02" });
    pin("2027-02-10");
    const ahead = await byMember(withKey(gym, `ahead-${id}`), { member_id: id, amount_paid: 1000 });
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect((await periods(gym, id))[1]).toEqual({
      from: "2027-03-03",
      to: "2027-04-01",
      month: "2027-03",
      due: "2027-03-05",
    });
    expect(await dates(gym, id)).toEqual({ renewal: "2027-04-01", paid_through: "2027-04-01" });
  });

  it("two starts in a month: after Dec 1 Dec - 30 Dec, the next is 31 Dec - 29 Jan in Jan (Dec taken), then 30 Jan - 28 Feb in Feb", async () => {
    pin("2026-12-01");
    const { gym, id } = await member("1000", {
      joining_date: "2026-06-01",
      renewal_date: "2026-11-30",
      paid_through: "2026-11-30",
    });
    await autoGenerate(gym);
    await bulk(gym, [(await bills(gym, id))[0]!.id]);
    const next = await byMember(withKey(gym, `jan-${id}`), { member_id: id, amount_paid: 1000 });
    expect(next.statusCode, next.body).toBe(200);
    pin("2027-01-01");
    await byMember(withKey(gym, `feb-${id}`), { member_id: id, amount_paid: 1000 });
    expect(await periods(gym, id)).toEqual([
      { from: "2026-12-01", to: "2026-12-30", month: "2026-12", due: "2026-12-05" },
      { from: "2026-12-31", to: "2027-01-29", month: "2027-01", due: "2027-01-05" },
      { from: "2027-01-30", to: "2027-02-28", month: "2027-02", due: "2027-02-05" },
    ]);
    expect(await dates(gym, id)).toEqual({ renewal: "2027-02-28", paid_through: "2027-02-28" });
  });

  it("joins mid-month (20 Dec): 20 Dec - 19 Jan, Dec, due 20 Dec; no late fee on 27 Dec, ₹50 from 28 Dec", async () => {
    pin("2026-12-20");
    const { gym, id } = await member("1000", { joining_date: "2026-12-20", renewal_date: "2027-01-19" });
    await autoGenerate(gym);
    expect(await periods(gym, id)).toEqual([
      { from: "2026-12-20", to: "2027-01-19", month: "2026-12", due: "2026-12-20" },
    ]);
    const fee = async () =>
      (await call(ctx, gym, "GET", `${PAYMENTS}/?member_id=${id}`)).json().payments[0].late_fee as number;
    pin("2026-12-27");
    expect(await fee()).toBe(0);
    pin("2026-12-28");
    expect(await fee()).toBe(50);
  });

  it("manual duration 3 on 1 Feb (paid through 31 Jan): 1 Feb - 2 Mar, 3 Mar - 1 Apr, 2 Apr - 1 May; renewal 1 May", async () => {
    pin("2027-02-01");
    const { gym, id } = await member("1000", paidToJan);
    const res = await createPayment(ctx, gym, {
      member_id: id,
      amount: "3000",
      payment_date: "2027-02-01",
      duration: 3,
      payment_method: "UPI",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await periods(gym, id)).toEqual([
      { from: "2027-02-01", to: "2027-03-02", month: "2027-02", due: "2027-02-05" },
      { from: "2027-03-03", to: "2027-04-01", month: "2027-03", due: "2027-03-05" },
      { from: "2027-04-02", to: "2027-05-01", month: "2027-04", due: "2027-04-05" },
    ]);
    expect(await dates(gym, id)).toEqual({ renewal: "2027-05-01", paid_through: "2027-05-01" });
  });
});

describe("lapsed and suspended members (issue 23 §2)", () => {
  it("lapsed (renewal 31 Oct): Overdue in smart tracking before and after auto-generate, which bills 1 Nov - 30 Nov, Nov; 32 days overdue, fee included", async () => {
    pin("2026-12-02");
    const { gym, id } = await member("1000", {
      joining_date: "2026-06-01",
      renewal_date: "2026-10-31",
      paid_through: "2026-10-31",
    });
    const before = await monthView(gym, "2026-12");
    expect(before.month_info.status_breakdown).toMatchObject({ OVERDUE: 1, NOT_CREATED: 0 });
    expect(before.members[0]).toMatchObject({ member_id: id, payment_status: "OVERDUE", days_overdue: 32 });
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 1, created_upcoming: 0 });
    expect(await periods(gym, id)).toEqual([
      { from: "2026-11-01", to: "2026-11-30", month: "2026-11", due: "2026-11-05" },
    ]);
    const after = await monthView(gym, "2026-12");
    expect(after.month_info.status_breakdown).toMatchObject({ OVERDUE: 1, NOT_CREATED: 0 });
    expect(after.members[0]).toMatchObject({
      member_id: id,
      payment_status: "OVERDUE",
      days_overdue: 32,
      late_fee: 50,
      remaining_amount: 1050,
    });
    // The overdue filter lists them; one open bill per member: a second run makes no second month.
    const overdue = (
      await call(ctx, gym, "GET", `${PAYMENTS}/by-month/?year=2026&month=12&payment_status=OVERDUE`)
    ).json();
    expect(overdue.members.map((m: { member_id: number }) => m.member_id)).toEqual([id]);
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 0 });
    // Paying it moves the chain on by exactly that period.
    await markPaid(ctx, gym, (await bills(gym, id))[0]!.id, {});
    expect(await dates(gym, id)).toEqual({ renewal: "2026-11-30", paid_through: "2026-11-30" });
  });

  it("lapsed at the end of last month (renewal 30 Nov): on 2 Dec this month's bill (due 5 Dec) is Overdue, 2 days, no fee yet; on 30 Nov it was not", async () => {
    pin("2026-11-30");
    const { gym, id } = await member("1000", {
      joining_date: "2026-06-01",
      renewal_date: "2026-11-30",
      paid_through: "2026-11-30",
    });
    // The renewal day itself is not before today: not overdue, nothing to bill for December yet.
    expect((await monthView(gym, "2026-11")).members[0]).toMatchObject({
      member_id: id,
      payment_status: "NOT_CREATED",
    });
    pin("2026-12-02");
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 1, created_upcoming: 0 });
    expect(await periods(gym, id)).toEqual([
      { from: "2026-12-01", to: "2026-12-30", month: "2026-12", due: "2026-12-05" },
    ]);
    // Part 2 §4: a member is overdue when the renewal date is before today, whatever the bill's due date.
    const view = await monthView(gym, "2026-12");
    expect(view.month_info.status_breakdown).toMatchObject({ OVERDUE: 1, PENDING: 0 });
    expect(view.members[0]).toMatchObject({
      member_id: id,
      payment_status: "OVERDUE",
      days_overdue: 2,
      late_fee: 0,
      remaining_amount: 1000,
    });
    // A member whose renewal is today is still pending on the same bill.
    const { gym: other, id: current } = await member("1000", {
      joining_date: "2026-06-01",
      renewal_date: "2026-12-02",
      paid_through: "2026-11-30",
    });
    expect(await autoGenerate(other)).toEqual({ created_overdue: 0, created_upcoming: 1 });
    const pending = await monthView(other, "2026-12");
    expect(pending.month_info.status_breakdown).toMatchObject({ OVERDUE: 0, PENDING: 1 });
    expect(pending.members[0]).toMatchObject({ member_id: current, payment_status: "PENDING" });
  });

  it("suspended (renewal 30 Nov): auto-generate in Dec makes no bill; not listed as owing", async () => {
    pin("2026-12-02");
    const { gym, id } = await member("1000", {
      status: "SUSPENDED",
      joining_date: "2026-06-01",
      renewal_date: "2026-11-30",
      paid_through: "2026-11-30",
    });
    expect(await autoGenerate(gym)).toEqual({ created_overdue: 0, created_upcoming: 0 });
    expect(await bills(gym, id)).toEqual([]);
    expect((await monthView(gym, "2026-12")).members).toEqual([]);
  });
});
