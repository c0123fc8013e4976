import { monthStart, toPaise } from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { chainBills } from "../../src/modules/member-payments/chain.ts";
import { chainRepository } from "../../src/modules/member-payments/chain-repository.ts";
import { type Case, namedCases, PLANS, randomCases } from "../support/auto-generate-cases.ts";
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
import { PAYMENTS, setSettings } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";

/**
 * Auto-generate is one SQL statement (decision 0292); the chain's rule stays the contracts' `nextBills`
 * (with `firstBillAdmission` for the admission fee). For many kinds of member, at pinned days, the bills the
 * statement inserts are exactly those `chainBills`/`nextBills` gives for the same chains, with the same counts.
 * The kinds of member: test/support/auto-generate-cases.ts.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.pin(testStartInstant()));

async function build(gym: TestGym, cases: Case[], planIds: Record<string, number>) {
  const t = (name: string) => qualified(gym.schema, name);
  const rows = await insertMembers(
    ctx,
    gym,
    cases.map((c) => ({ joining_date: c.joining, renewal_date: c.renewal })),
  );
  for (const [i, c] of cases.entries()) {
    const id = rows[i]!.id;
    const plan = c.plan && c.plan !== "none" ? PLANS[c.plan] : null;
    await ctx.db.pool.query(
      `UPDATE ${t("members")} m SET paid_through = $2::date, status = $3, archived_at = $4::timestamptz,
              plan_id = $5::int, plan_name = COALESCE((SELECT name FROM ${t("membership_plans")} WHERE id = $5::int), 'Custom'),
              plan_amount = $6::numeric
        WHERE m.id = $1`,
      [
        id,
        c.paid_through ?? null,
        c.status ?? "ACTIVE",
        c.archived ? new Date("2026-01-01T00:00:00Z") : null,
        c.plan && c.plan !== "none" ? planIds[c.plan] : null,
        c.amount === null ? null : (plan?.[2] ?? "1000.00"),
      ],
    );
    for (const b of c.bills ?? []) {
      const month = b.month ?? monthStart(b.from);
      await ctx.db.pool.query(
        `INSERT INTO ${t("member_payments")}
           (member_id, membership_month, amount_due, amount_paid, due_date, reference_number, period_from, period_to, cancelled)
         VALUES ($1::int, $2::date, 1000, $3, $2::date + 4, 'PAY' || $1::int || to_char($2::date, 'YYYYMM'), $4::date, $5::date, $6)`,
        [id, month, b.paid ? 1000 : 0, b.from, b.to, b.cancelled ?? false],
      );
    }
    if (c.freeze)
      await ctx.db.pool.query(
        `INSERT INTO ${t("member_freezes")} (member_id, from_date, to_date, reason) VALUES ($1, $2::date, $3::date, 'travel')`,
        [id, c.freeze.from, c.freeze.to],
      );
  }
  return rows.map((r) => r.id);
}

/** A gym with the plans, and (with `gstin`) GST at 18% added to GST-exclusive prices. */
async function gymWithPlans(name: string, gstin: boolean) {
  const gym = await createGym(ctx, name);
  await setSettings(ctx, gym, gstin ? { gstin: "29ABCDE1234F1Z5", gst_rate: "18" } : { gstin: null });
  const planIds: Record<string, number> = {};
  for (const [key, [months, days, price, fee, included]] of Object.entries(PLANS)) {
    const { rows } = await ctx.db.pool.query(
      `INSERT INTO ${qualified(gym.schema, "membership_plans")} (name, duration_months, duration_days, price, admission_fee, gst_included)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [`Plan ${key}`, months, days, price, fee, included],
    );
    planIds[key] = rows[0].id as number;
  }
  return { gym, planIds };
}

/** What `nextBills` (through `chainBills`, as the desk makes bills) says auto-generate must make today. */
async function expectedBills(gym: TestGym, today: string) {
  const chains = await chainRepository(gymSeedContext(ctx, gym.schema)).chains(today, null);
  const month = monthStart(today);
  const due = chains.filter((c) => c.status !== "SUSPENDED" && c.amount !== null && c.open_bills === 0);
  const bills = due
    .flatMap((c) => chainBills(c, [c.amount!]).map((b) => ({ ...b, renewal: c.renewal_date })))
    .filter((b) => b.month <= month);
  const overdue = bills.filter((b) => b.due_date < today || b.renewal < today).length;
  return {
    bills: bills
      .map((b) => ({
        member_id: b.member_id,
        month: b.month,
        due: b.due_date,
        amount: toPaise(b.amount_due),
        from: b.period_from,
        to: b.period_to,
        reference: b.reference,
      }))
      .sort((a, b) => a.member_id - b.member_id),
    summary: { created_overdue: overdue, created_upcoming: bills.length - overdue },
  };
}

async function madeBills(gym: TestGym, since: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT member_id, to_char(membership_month, 'YYYY-MM-DD') AS month, to_char(due_date, 'YYYY-MM-DD') AS due,
            amount_due::text AS amount, to_char(period_from, 'YYYY-MM-DD') AS "from",
            to_char(period_to, 'YYYY-MM-DD') AS "to", reference_number AS reference, amount_paid::text AS paid, notes
       FROM ${qualified(gym.schema, "member_payments")} WHERE id > $1 ORDER BY member_id`,
    [since],
  );
  for (const r of rows) {
    expect(r.paid).toBe("0.00");
    expect(r.notes).toBe("");
  }
  return rows.map(({ paid: _, notes: __, amount, ...r }) => ({ ...r, amount: toPaise(amount) }));
}

const lastId = async (gym: TestGym) =>
  (await ctx.db.pool.query(`SELECT COALESCE(max(id), 0)::int AS n FROM ${qualified(gym.schema, "member_payments")}`))
    .rows[0].n as number;

describe.each(["2027-01-04", "2027-03-01", "2028-02-29", "2026-12-31", "2027-02-28"])(
  "auto-generate's statement makes the bills nextBills gives, on %s",
  (day) => {
    it.each([
      ["with a GSTIN (GST added to a GST-exclusive fee)", true],
      ["without a GSTIN", false],
    ])("%s", async (_, gstin) => {
      ctx.clock.pin(gymInstant(day));
      const { gym, planIds } = await gymWithPlans(`mp_parity_${gstin ? "g" : "n"}`, gstin);
      const cases = [...namedCases(day), ...randomCases(day, 120)];
      const ids = await build(gym, cases, planIds);
      const expected = await expectedBills(gym, day);
      const before = await lastId(gym);
      const res = await call(ctx, gym, "POST", `${PAYMENTS}/auto-generate/`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(await madeBills(gym, before)).toEqual(expected.bills);
      expect(res.json().summary).toEqual(expected.summary);
      // The variety is real: bills made, members left out, fees added, overdue and upcoming both (most days).
      expect(expected.bills.length).toBeGreaterThan(20);
      expect(expected.bills.length).toBeLessThan(cases.length);
      const byName = new Map(cases.map((c, i) => [c.name, ids[i]!]));
      const made = new Set(expected.bills.map((b) => b.member_id));
      for (const name of [
        "suspended, lapsed",
        "archived, lapsed",
        "open bill: nothing more",
        "paid ahead",
        "joiner with no amount",
      ])
        expect(made.has(byName.get(name)!), name).toBe(false);
      for (const name of ["joiner today", "lapsed months ago", "admission fee on the first bill", "3-month plan due"])
        expect(made.has(byName.get(name)!), name).toBe(true);
      const fee = expected.bills.find((b) => b.member_id === byName.get("admission fee, GST added"))!;
      expect(fee.amount).toBe(gstin ? 100_000 + 33_333 + 6_000 : 100_000 + 33_333);
      // A second call makes nothing.
      const again = await call(ctx, gym, "POST", `${PAYMENTS}/auto-generate/`, {});
      expect(again.json().summary).toEqual({ created_overdue: 0, created_upcoming: 0 });
    });
  },
);
