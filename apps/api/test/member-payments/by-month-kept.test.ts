import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { changesRepository } from "../../src/modules/member-payments/tracking/changes-repository.ts";
import { forgetKeptMonths } from "../../src/modules/member-payments/tracking/month-cache.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { createPayment, markPaid, membersWithPlan, PAYMENTS, setSettings } from "../support/member-payments.ts";
import { voidIt } from "../support/void.ts";

/**
 * Decision 0380: the monthly view's totals and pages are kept per process against the change stamp of what they
 * read. After every kind of write (and on either side of the days the statuses and fees move), the kept answer
 * must equal the one computed afresh. Each step asks the view once before the write (so an answer is kept),
 * writes, asks again (the kept answer if the stamp did not move), then forgets everything and asks again (the
 * fresh answer): the two must be equal, and the write must have changed the answer (else it proves nothing).
 */

let ctx: TestContext;
let g: TestGym;
let members: number[];
const bills = new Map<number, number>();

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
const QUERIES = ["", "&payment_status=OVERDUE", "&search=a&page_size=3", "&page=2&page_size=3"];
const views = async (): Promise<unknown[]> =>
  Promise.all(
    QUERIES.map(async (q) => {
      const res = await call(ctx, g, "GET", `${PAYMENTS}/by-month/?year=2026&month=12${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }),
  );

/** Asks, writes, and holds the kept answer to the fresh one; `changes` false for a write the view must not see. */
async function afterWrite(write: () => Promise<unknown>, changes = true) {
  const before = await views();
  await write();
  const kept = await views();
  forgetKeptMonths();
  const fresh = await views();
  expect(kept).toEqual(fresh);
  if (changes) expect(fresh).not.toEqual(before);
  else expect(fresh).toEqual(before);
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};

beforeAll(async () => {
  ctx = await createTestContext();
  pin("2026-12-04");
  g = await createGym(ctx, "mpay_kept");
  members = await membersWithPlan(ctx, g, Array(8).fill("1000"), {
    joining_date: "2026-10-01",
    renewal_date: "2026-12-31",
  });
  for (const m of members.slice(0, 6)) {
    const res = await ok(createPayment(ctx, g, { member_id: m, membership_month: "2026-12" }));
    bills.set(m, (JSON.parse(res.body) as { payment: { id: number } }).payment.id);
  }
});
afterAll(() => ctx.close());

describe("the monthly view's kept answers equal fresh ones (decision 0380)", () => {
  it("after a mark-paid, a partial payment, a bulk mark-paid, a cancel and a void", async () => {
    pin("2026-12-04");
    const [a, b, c, d, e] = members.map((m) => bills.get(m)!);
    await afterWrite(() => ok(markPaid(ctx, g, a!, { payment_method: "UPI" })));
    await afterWrite(() => ok(markPaid(ctx, g, b!, { amount_paid: "400", payment_method: "CASH" })));
    await afterWrite(() =>
      ok(call(ctx, g, "POST", `${PAYMENTS}/bulk-mark-paid/`, { payment_ids: [c, d], payment_method: "CASH" })),
    );
    await afterWrite(() => ok(call(ctx, g, "PUT", `${PAYMENTS}/${e}/update/`, { payment_status: "CANCELLED" })));
    const { rows } = await ctx.db.pool.query<{ id: number }>(
      `SELECT id FROM ${qualified(g.schema, "payment_receipts")} WHERE payment_id = $1`,
      [a],
    );
    await afterWrite(() => ok(voidIt(ctx, g, rows[0]!.id)));
  });

  it("across the due day, the late-fee day and the month's end (pinned on both sides of the 5th/6th, the 12th/13th and the 31st/1st)", async () => {
    for (const day of ["2026-12-05", "2026-12-06", "2026-12-12", "2026-12-13", "2026-12-31", "2027-01-01"]) {
      pin(day);
      const kept = await views();
      forgetKeptMonths();
      expect(await views(), day).toEqual(kept);
    }
    // The fee itself: the open bill is owed 1,000 on the 12th and 1,050 on the 13th, and the kept answer follows.
    pin("2026-12-12");
    const on12 = (await views())[0] as { month_info: { total_due: string } };
    pin("2026-12-13");
    const on13 = (await views())[0] as { month_info: { total_due: string } };
    expect(Number(on13.month_info.total_due)).toBeGreaterThan(Number(on12.month_info.total_due));
  });

  it("after auto-generate, a member added, suspended, archived, frozen and deleted, and a settings change", async () => {
    pin("2026-12-13");
    await afterWrite(() => ok(call(ctx, g, "POST", `${PAYMENTS}/auto-generate/`, {})));
    await afterWrite(() =>
      membersWithPlan(ctx, g, ["700"], { joining_date: "2026-12-01", renewal_date: "2026-12-10" }),
    );
    await afterWrite(() => ok(call(ctx, g, "POST", `/api/members/members/${members[6]}/suspend/`, {})));
    await afterWrite(() => ok(call(ctx, g, "DELETE", `/api/members/members/${members[7]}/delete/`)));
    await afterWrite(() =>
      ctx.db.pool.query(
        `INSERT INTO ${qualified(g.schema, "member_freezes")} (member_id, from_date, to_date, reason) VALUES ($1, '2026-12-10', '2026-12-20', 'Travel')`,
        [members[1]],
      ),
    );
    // A settings change the page shows: the default plan of members without their own amount.
    await ctx.db.pool.query(`UPDATE ${qualified(g.schema, "members")} SET plan_amount = NULL WHERE id = $1`, [
      members[5],
    ]);
    await afterWrite(() => setSettings(ctx, g, { default_plan_name: "Monthly", default_plan_amount: "1500" }));
    // A member deleted outright (the cascade removes their bills): the statement triggers of both tables fire.
    await afterWrite(() =>
      ctx.db.pool.query(`DELETE FROM ${qualified(g.schema, "members")} WHERE id = $1`, [members[6]]),
    );
  });

  it("a write that changes no row the view reads leaves the stamp as it was; the fold leaves it as it was", async () => {
    pin("2026-12-13");
    const repo = changesRepository({ db: ctx.db.tenants.get(g.schema), schema: g.schema, now: () => new Date() });
    const before = (await repo.stamp()).stamp;
    await ctx.db.pool.query(`UPDATE ${qualified(g.schema, "members")} SET phone = phone WHERE id = -1`);
    expect((await repo.stamp()).stamp).toBe(before);
    expect(await repo.fold()).toBeGreaterThan(1);
    expect((await repo.stamp()).stamp).toBe(before);
    const { rows } = await ctx.db.pool.query(
      `SELECT count(*)::int AS n FROM ${qualified(g.schema, "monthly_view_changes")}`,
    );
    expect(rows[0].n).toBe(1);
    await afterWrite(() => ctx.db.pool.query(`TRUNCATE ${qualified(g.schema, "member_freezes")} CASCADE`));
  });
});
