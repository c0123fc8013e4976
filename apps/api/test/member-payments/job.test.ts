import { addDaysTo, addMonthsTo } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthlyPaymentsJob } from "../../src/modules/member-payments/tracking/job.ts";
import { SCHEDULED_JOBS } from "../../src/scheduler/jobs.ts";
import { createGym, createTestContext, gymToday, type TestContext } from "../support/context.ts";
import { pinnedContext } from "../support/expenses.ts";
import { countRows, membersWithPlan } from "../support/member-payments.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the monthly auto-generate job (decision 0193)", () => {
  it("is registered with the scheduler, bills the month from the 1st to the 5th once, and does nothing after the 5th", async () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain("member-payments-auto-generate");
    const gym = await createGym(ctx, "mpay_job");
    const next = `${addMonthsTo(gymToday(ctx), 1).slice(0, 7)}`;
    // Two members whose membership runs into next month, one whose membership ends the day before it.
    await membersWithPlan(ctx, gym, ["1000", "1500"], { renewal_date: `${next}-20` });
    await membersWithPlan(ctx, gym, ["900"], { renewal_date: addDaysTo(`${next}-01`, -1) });
    // Each has paid through their renewal date: their next bills start next month (decision 0240), the
    // last one's on its 1st (before decision 0240 that member was left out; a lapsed member is billed now).
    await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET paid_through = renewal_date`);
    expect(await monthlyPaymentsJob.run(pinnedContext(ctx, gym, `${next}-06`))).toBe(0);
    expect(await countRows(ctx, gym, "member_payments")).toBe(0);
    const runs = await Promise.all([1, 2].map(() => monthlyPaymentsJob.run(pinnedContext(ctx, gym, `${next}-01`))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await monthlyPaymentsJob.run(pinnedContext(ctx, gym, `${next}-05`))).toBe(0);
    expect(await countRows(ctx, gym, "member_payments", "membership_month = $1::date", [`${next}-01`])).toBe(3);
  });
});
