import { nextBills, RENEWAL_WINDOW_INVALID } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { chainRepository } from "../../src/modules/member-payments/chain-repository.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymSeedContext,
  type TestContext,
  type TestGym,
  testStartInstant,
} from "../support/context.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

const RENEWALS = `${PAYMENTS}/renewals/`;
const pin = (day: string) => ctx.clock.pin(gymInstant(day));

async function paidThrough(gym: TestGym, amount: string, last: string, seed: object = {}) {
  const [id] = await membersWithPlan(ctx, gym, [amount], { joining_date: "2026-10-01", renewal_date: last, ...seed });
  await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET paid_through = renewal_date WHERE id = $1`, [id]);
  return id!;
}

/** On 10 Dec 2026: next payments due 15 Dec, 21 Dec, 5 Jan (paid through 31 Dec), 5 Jan (Dec taken), none. */
async function gymOfRenewals() {
  pin("2026-12-01");
  const gym = await createGym(ctx, "renewals");
  const ids = {
    soon: await paidThrough(gym, "1000", "2026-12-14"),
    twoWeeks: await paidThrough(gym, "800", "2026-12-20"),
    january: await paidThrough(gym, "1500", "2026-12-31"),
    taken: await paidThrough(gym, "1200", "2026-11-30"),
    suspended: await paidThrough(gym, "900", "2026-12-12", { status: "SUSPENDED" }),
    later: await paidThrough(gym, "700", "2027-02-28"),
  };
  // Paid on 1 Dec for 1 Dec - 30 Dec (month Dec): the next period starts 31 Dec, billed in Jan (decision 0240 §4).
  const paid = await createPayment(ctx, gym, {
    member_id: ids.taken,
    amount: "1200",
    payment_date: "2026-12-01",
    duration: 1,
    payment_method: "CASH",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  pin("2026-12-10");
  return { gym, ids };
}

describe("the renewals worklist (designed GET, decision 0346)", () => {
  it("lists next payments due within 7, 14 or 30 days with the amount expected in total, paged in SQL", async () => {
    const { gym, ids } = await gymOfRenewals();
    const get = async (query: string) => {
      const res = await call(ctx, gym, "GET", `${RENEWALS}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const week = await get("");
    expect(week).toMatchObject({ within: 7, count: 1, total_expected: 1000 });
    expect(week.results).toMatchObject([
      { member_id: ids.soon, due_date: "2026-12-15", days_until: 5, amount_expected: 1000, payment_id: null },
    ]);
    expect(week.results[0].whatsapp_url).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(week.results[0].message).toContain("₹1,000 is due on 15 Dec 2026");
    expect(await get("?within=14")).toMatchObject({ count: 2, total_expected: 1800 });
    const month = await get("?within=30");
    expect(month).toMatchObject({ count: 4, total_expected: 4500 });
    expect(month.results.map((r: { member_id: number; due_date: string }) => [r.member_id, r.due_date])).toEqual([
      [ids.soon, "2026-12-15"],
      [ids.twoWeeks, "2026-12-21"],
      ...[
        [ids.january, "2027-01-05"],
        [ids.taken, "2027-01-05"],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    ]);
    const page2 = await get("?within=30&page=2&page_size=3");
    expect(page2).toMatchObject({ count: 4, total_expected: 4500 });
    expect(page2.results).toHaveLength(1);
    for (const bad of ["?within=10", "?within=7.0", "?page_size=0"]) {
      const res = await call(ctx, gym, "GET", `${RENEWALS}${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await call(ctx, gym, "GET", `${RENEWALS}?within=10`)).body).toContain(RENEWAL_WINDOW_INVALID);
  });

  it("an open bill's due date and remainder count; the day after the window is out; SQL agrees with nextBills", async () => {
    const { gym } = await gymOfRenewals();
    const month = (await call(ctx, gym, "GET", `${RENEWALS}?within=30`)).json();
    // The SQL's next bill is the contracts' (decision 0240 §3, §4) for every member it lists.
    const chains = await chainRepository(gymSeedContext(ctx, gym.schema)).chains("2026-12-10", null);
    for (const r of month.results) {
      const chain = chains.find((c) => c.member_id === r.member_id)!;
      const [bill] = nextBills(
        { joining_date: chain.joining_date, renewal_date: chain.renewal_date, chain_end: chain.chain_end },
        chain.latest_month,
        1,
      );
      expect(r.due_date, `member ${r.member_id}`).toBe(bill!.due_date);
    }
    // Auto-generate on 1 Jan makes the January bills: still due 5 Jan, now with their ids.
    pin("2027-01-01");
    await call(ctx, gym, "POST", `${PAYMENTS}/auto-generate/`, {});
    const jan = (await call(ctx, gym, "GET", `${RENEWALS}?within=7`)).json();
    expect(jan.results.every((r: { payment_id: number | null }) => r.payment_id !== null)).toBe(true);
    expect(jan.results.map((r: { due_date: string }) => r.due_date)).toContain("2027-01-05");
    // 5 Jan is 30 days after 6 Dec and 31 after 5 Dec: the window's last day is in, the next one out.
    pin("2026-12-06");
    const edge = (await call(ctx, gym, "GET", `${RENEWALS}?within=30`)).json();
    expect(edge.results.map((r: { due_date: string }) => r.due_date)).toContain("2027-01-05");
    pin("2026-12-05");
    const before = (await call(ctx, gym, "GET", `${RENEWALS}?within=30`)).json();
    expect(before.results.map((r: { due_date: string }) => r.due_date)).not.toContain("2027-01-05");
  });
});
