import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { reminderSequenceDemoSeeder } from "../../src/modules/member-payments/reminder-sequence/seed.ts";
import { seedDemoPayments } from "../../src/modules/member-payments/seed.ts";
import { seedDemoMembers } from "../../src/modules/members/seed.ts";
import { call } from "../support/calls.ts";
import {
  createGym,
  createTestContext,
  gymInstant,
  gymSeedContext,
  type TestContext,
  type TestGym,
} from "../support/context.ts";
import { PAYMENTS } from "../support/member-payments.ts";

let ctx: TestContext;
let gym: TestGym;
let before: { id: number; renewal_date: string; status: string }[];
const q = async <T>(sql: string) => (await ctx.db.pool.query(sql)).rows as T[];

beforeAll(async () => {
  ctx = await createTestContext();
  // The seed is relative to today; its figures are checked on a mid-month day. On the 1st to the 5th a
  // lapsed member's bill for the month is not yet past due (npm run test:dates at 2027-01-05: 1 Overdue).
  ctx.clock.pin(gymInstant("2026-12-13"));
  gym = await createGym(ctx, "seedpay");
  const seed = gymSeedContext(ctx, gym.schema);
  await seedDemoMembers(seed);
  const members = qualified(gym.schema, "members");
  before = await q(`SELECT id, renewal_date::text, status::text FROM ${members} ORDER BY id`);
  expect(await seedDemoPayments(seed)).toBeGreaterThan(100);
});
afterAll(() => ctx.close());

describe("demo payments seeder", () => {
  it("gives six months of history: on time, late with a fee, partial; every receipt an invoice; money adds up", async () => {
    const t = (name: string) => qualified(gym.schema, name);
    const [sums] = await q<{
      paid: string;
      received: string;
      receipts: number;
      late: number;
      partial: number;
      months: number;
    }>(
      `SELECT (SELECT sum(amount_paid)::text FROM ${t("member_payments")}) AS paid,
              (SELECT sum(amount)::text FROM ${t("payment_receipts")}) AS received,
              (SELECT count(*)::int FROM ${t("payment_receipts")} WHERE invoice_number ~ '^\\d{2}-\\d{2}/\\d{4,}$') AS receipts,
              (SELECT count(*)::int FROM ${t("member_payments")} WHERE late_fee > 0 AND amount_paid >= amount_due + late_fee) AS late,
              (SELECT count(*)::int FROM ${t("member_payments")} WHERE amount_paid > 0 AND amount_paid < amount_due) AS partial,
              (SELECT count(DISTINCT membership_month)::int FROM ${t("member_payments")}) AS months`,
    );
    expect(sums!.paid).toBe(sums!.received);
    expect(sums!.receipts).toBeGreaterThan(100);
    expect(sums!.late).toBeGreaterThan(5);
    expect(sums!.partial).toBeGreaterThan(3);
    expect(sums!.months).toBe(6);
  });

  it("members who lapsed show as Overdue in smart tracking with days overdue and what they owe, never Not Created (issue 23 §2)", async () => {
    const view = (await call(ctx, gym, "GET", `${PAYMENTS}/by-month/?payment_status=OVERDUE`)).json();
    // Overdue members, each owing; their days overdue count from the bill's due date, so on a 5th a
    // member whose bill falls due today is Overdue (renewal passed) with 0 days (test:dates at 2027-01-05).
    expect(view.members.length).toBeGreaterThan(2);
    for (const m of view.members) {
      expect(m.remaining_amount).toBeGreaterThan(0);
      expect(m.days_overdue).toBeGreaterThanOrEqual(0);
    }
    expect(view.members.some((m: { days_overdue: number }) => m.days_overdue > 0)).toBe(true);
    const notCreated = (await call(ctx, gym, "GET", `${PAYMENTS}/by-month/?payment_status=NOT_CREATED`)).json();
    expect(notCreated.members.filter((m: { days_overdue: number }) => m.days_overdue > 0)).toEqual([]);
  });

  it("this month has paid members and members who still owe; settings and plans are set", async () => {
    const month = (await call(ctx, gym, "GET", `${PAYMENTS}/by-month/`)).json().month_info;
    const b = month.status_breakdown;
    expect(b.PAID).toBeGreaterThan(5);
    expect(b.OVERDUE + b.PENDING + b.PARTIAL).toBeGreaterThan(5);
    const settings = (await call(ctx, gym, "GET", "/api/expenses/payment-settings/")).json().settings;
    expect(settings).toMatchObject({ gstin: "29AABCD1234E1Z4", upi_vpa: "demofitness@okhdfcbank", gst_rate: null });
    const plans = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${qualified(gym.schema, "members")} WHERE plan_amount IS NOT NULL`,
    );
    expect(plans[0]!.n).toBeGreaterThan(40);
  });

  it("leaves the members' renewal dates and statuses as the members seed made them", async () => {
    const after = await q(
      `SELECT id, renewal_date::text, status::text FROM ${qualified(gym.schema, "members")} ORDER BY id`,
    );
    expect(after).toEqual(before);
  });

  it("the demo gym's reminders to send today are not empty (issue 26 §4: the sequence's pass runs in the seed)", async () => {
    await reminderSequenceDemoSeeder.run(gymSeedContext(ctx, gym.schema));
    const today = (await call(ctx, gym, "GET", `${PAYMENTS}/reminders-today/`)).json();
    expect(today.to_send).toBeGreaterThan(0);
    for (const r of today.results) expect(r.whatsapp_url).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
  });
});
