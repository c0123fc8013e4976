import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { monthlyViewFoldJob } from "../../src/modules/member-payments/tracking/fold-job.ts";
import { type MonthTotals, trackingRepository } from "../../src/modules/member-payments/tracking/repository.ts";
import { isKeptMonth, summaryRepository } from "../../src/modules/member-payments/tracking/summary-repository.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { pinnedContext } from "../support/expenses.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";
import { voidIt } from "../support/void.ts";

/**
 * Decision 0396: the current month and its neighbours are kept with the records (each member's day-independent
 * facts, summed by group), and their totals read from the groups must equal the totals computed afresh from the
 * records (trackingRepository.monthTotals), after every kind of write and on both sides of the days the statuses
 * and the fee move (the due day 5th/6th, the fee day 12th/13th).
 */

let ctx: TestContext;
let g: TestGym;
let members: number[];
const bills = new Map<number, number>();
const KEPT = ["2026-11-01", "2026-12-01", "2027-01-01"];
/** Both sides of the due day (5th/6th), the late-fee day (12th/13th) and the month's end (31st/1st). */
const DAYS = ["2026-12-05", "2026-12-06", "2026-12-12", "2026-12-13", "2026-12-31", "2027-01-01"];

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
const dataContext = () => ({ db: ctx.db.tenants.get(g.schema), schema: g.schema, now: () => new Date() });
const t = (name: string) => qualified(g.schema, name);

/** Totals as numbers, in status order: the text of a sum may differ in scale only ("0" and "0.00"). */
const normal = (rows: MonthTotals[]) =>
  rows
    .map((r) => ({ ...r, due: Number(r.due), paid: Number(r.paid) }))
    .sort((a, b) => a.status.localeCompare(b.status));

/**
 * For every pinned day and every month kept on it: the kept totals equal fresh ones. Returns them all. `waiting` as
 * the stamp's read says it: true brings the kept months up to date without trying the plain read (decision 0406).
 */
async function agree(waiting = true): Promise<unknown[]> {
  const all: unknown[] = [];
  for (const day of DAYS) {
    pin(day);
    for (const month of KEPT.filter((m) => isKeptMonth(m, day))) {
      const fresh = normal(await trackingRepository(dataContext()).monthTotals(month, day));
      const kept = normal(await summaryRepository(dataContext()).monthTotals(month, day, waiting));
      expect(kept, `${month} on ${day}`).toEqual(fresh);
      all.push(fresh);
    }
  }
  return all;
}

/** The last totals `agree` returned (each write's "before" is the previous write's "after"). */
let last: unknown[] | null = null;

/**
 * Holds kept to fresh before and after `write`, and checks the write changed some month's totals on some day. The
 * read after the write is the service's after a write: the stamp saw members waiting, so no plain read is tried
 * (decision 0406).
 */
async function afterWrite(write: () => Promise<unknown>, changes = true) {
  const before = last ?? (await agree());
  await write();
  const after = await agree(true);
  last = after;
  if (changes) expect(after).not.toEqual(before);
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};

beforeAll(async () => {
  ctx = await createTestContext();
  pin("2026-12-04");
  g = await createGym(ctx, "mpay_summary");
  members = await membersWithPlan(
    ctx,
    g,
    ["1000", "1000", "2500", "4100", "800", "1000", "1500", "600", "900", "5000"],
    {
      joining_date: "2026-09-01",
      renewal_date: "2026-12-31",
    },
  );
  // Different renewal dates: some long past, some before the 5th, some after the 13th.
  await ctx.db.pool.query(
    `UPDATE ${t("members")} SET renewal_date = DATE '2026-12-20' - (id % 5) * 9 WHERE id = ANY($1::int[])`,
    [members],
  );
  for (const m of members.slice(0, 6)) {
    const res = await ok(createPayment(ctx, g, { member_id: m, membership_month: "2026-12" }));
    bills.set(m, (JSON.parse(res.body) as { payment: { id: number } }).payment.id);
  }
  // Two members owe November and have no December record: the month shows them with that bill.
  for (const m of members.slice(6, 8)) await ok(createPayment(ctx, g, { member_id: m, membership_month: "2026-11" }));
});
afterAll(() => ctx.close());

describe("the kept months' totals equal fresh ones (decision 0396)", () => {
  it("after a mark-paid, a partial payment, a bulk mark-paid, a cancel and a void", async () => {
    const [a, b, c, d, e] = members.map((m) => bills.get(m)!);
    pin("2026-12-13");
    await afterWrite(() => ok(markPaid(ctx, g, a!, { payment_method: "UPI" })));
    pin("2026-12-13");
    await afterWrite(() => ok(markPaid(ctx, g, b!, { amount_paid: "400", payment_method: "CASH" })));
    pin("2026-12-13");
    await afterWrite(() =>
      ok(call(ctx, g, "POST", `${PAYMENTS}/bulk-mark-paid/`, { payment_ids: [c, d], payment_method: "CASH" })),
    );
    pin("2026-12-13");
    await afterWrite(() => ok(call(ctx, g, "PUT", `${PAYMENTS}/${e}/update/`, { payment_status: "CANCELLED" })));
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT id FROM ${t("payment_receipts")} WHERE payment_id = $1`,
      [a],
    );
    pin("2026-12-13");
    await afterWrite(() => ok(voidIt(ctx, g, rows[0]!.id)));
  });

  it("after auto-generate, a member added, suspended and archived", async () => {
    pin("2026-12-04");
    await afterWrite(() => ok(call(ctx, g, "POST", `${PAYMENTS}/auto-generate/`, {})));
    await afterWrite(() =>
      membersWithPlan(ctx, g, ["700"], { joining_date: "2026-12-01", renewal_date: "2026-12-10" }),
    );
    pin("2026-12-04");
    await afterWrite(() => ok(call(ctx, g, "POST", `/api/members/members/${members[8]}/suspend/`, {})));
    pin("2026-12-04");
    await afterWrite(() => ok(call(ctx, g, "DELETE", `/api/members/members/${members[9]}/delete/`)));
  });

  it("after a renewal, a bill moved to another member, a bill deleted and a member deleted outright", async () => {
    await afterWrite(() =>
      ctx.db.pool.query(`UPDATE ${t("members")} SET renewal_date = '2026-11-01' WHERE id = $1`, [members[5]]),
    );
    // A record moved to another member: both members' months change.
    await afterWrite(() =>
      ctx.db.pool.query(
        `UPDATE ${t("member_payments")} SET member_id = $2 WHERE member_id = $1 AND membership_month = '2026-11-01'`,
        [members[7], members[8]],
      ),
    );
    await afterWrite(() =>
      ctx.db.pool.query(`DELETE FROM ${t("member_payments")} WHERE id = $1`, [bills.get(members[5]!)]),
    );
    // Deleted outright (the cascade removes their bills).
    await afterWrite(() => ctx.db.pool.query(`DELETE FROM ${t("members")} WHERE id = $1`, [members[6]]));
  });

  it("the scheduler's pass applies the writes and drops empty groups; a truncate builds the months again", async () => {
    pin("2026-12-13");
    await ctx.db.pool.query(`UPDATE ${t("members")} SET renewal_date = renewal_date + 40 WHERE id = ANY($1::int[])`, [
      members,
    ]);
    await monthlyViewFoldJob.run(pinnedContext(ctx, g, "2026-12-13"));
    expect((await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${t("monthly_view_dirty")}`)).rows[0].n).toBe(0);
    expect(
      (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${t("monthly_view_groups")} WHERE members = 0`)).rows[0]
        .n,
    ).toBe(0);
    last = await agree();
    await afterWrite(() => ctx.db.pool.query(`TRUNCATE ${t("member_payments")} CASCADE`));
  });

  it("keeps only the months next to today's: an older month is dropped on the next read and computed afresh", async () => {
    pin("2027-02-10");
    expect(isKeptMonth("2026-12-01", "2027-02-10")).toBe(false);
    await summaryRepository(dataContext()).monthTotals("2027-02-01", "2027-02-10");
    const { rows } = await ctx.db.pool.query<{ month: string }>(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM ${t("monthly_view_months")} ORDER BY month`,
    );
    expect(rows.map((r) => r.month)).toEqual(["2027-01-01", "2027-02-01"]);
    // The view itself answers an older month from the records (the same totals as before the summary).
    const res = await ok(call(ctx, g, "GET", `${PAYMENTS}/by-month/?year=2026&month=11`));
    const info = (JSON.parse(res.body) as { month_info: { total_members: number } }).month_info;
    expect(info.total_members).toBeGreaterThan(0);
  });
});
