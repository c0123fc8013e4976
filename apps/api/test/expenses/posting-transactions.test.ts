import { RECURRING_MAX_POSTINGS_PER_RUN } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { postDueRecurringExpenses } from "../../src/modules/expenses/recurring/posting.ts";
import { POSTING_ROWS } from "../../src/modules/expenses/recurring/posting-repository.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { insertCategory, insertRecurring, pinnedContext, postedDates, schedule } from "../support/expenses.ts";

// Decision 0163 amended by 0231: a posting run commits in transactions of at most POSTING_ROWS due dates,
// however many schedules are due and however far behind they are. Found by `npm run several-processes`:
// three API processes starting together on a loaded machine, 40 daily schedules 94 days behind in one gym,
// and the pass's one transaction of 3,760 postings outlived Prisma's 5 s interactive-transaction limit, so
// the job failed, and failed again on every pass while the batch stayed that large.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** How many postings each database transaction wrote (rows inserted by one transaction share its xmin). */
async function postingsPerTransaction(gym: TestGym): Promise<number[]> {
  const res = await ctx.db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${qualified(gym.schema, "expense_transactions")} GROUP BY xmin::text ORDER BY 1 DESC`,
  );
  return res.rows.map((r) => r.n);
}

async function dailySchedules(gym: TestGym, n: number, start: string): Promise<number[]> {
  const category = await insertCategory(ctx, gym, { name: "Cleaning", category_type: "MAINTENANCE" });
  const ids: number[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      await insertRecurring(ctx, gym, {
        category_id: category,
        name: `Daily ${i}`,
        frequency: "DAILY",
        start_date: start,
        next_due_date: start,
      }),
    );
  return ids;
}

describe("recurring posting in bounded transactions", () => {
  it("a catch-up of thousands of due dates commits in transactions of at most POSTING_ROWS postings, each date once", async () => {
    const gym = await createGym(ctx, "rec_rows");
    // 1 October 2026 to 2 January 2027: 94 due dates each, 3,760 in all.
    const ids = await dailySchedules(gym, 40, "2026-10-01");
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2027-01-02"))).toBe(40 * 94);
    const sizes = await postingsPerTransaction(gym);
    expect(sizes[0]).toBeLessThanOrEqual(POSTING_ROWS);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(40 * 94);
    for (const id of [ids[0]!, ids[39]!]) {
      const dates = await postedDates(ctx, gym, id);
      expect([dates.length, new Set(dates).size, dates[0], dates.at(-1)]).toEqual([94, 94, "2026-10-01", "2027-01-02"]);
      expect(await schedule(ctx, gym, id)).toEqual({
        next_due_date: "2027-01-03",
        last_generated_date: "2027-01-02",
        is_active: true,
      });
    }
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2027-01-02"))).toBe(0);
  });

  it(`a schedule further behind than one run posts (${RECURRING_MAX_POSTINGS_PER_RUN} dates) stops there; the next run posts the rest`, async () => {
    const gym = await createGym(ctx, "rec_cap");
    // 1 January 2023 to 2 January 2027: 1,463 due dates.
    const [id] = await dailySchedules(gym, 1, "2023-01-01");
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2027-01-02"))).toBe(RECURRING_MAX_POSTINGS_PER_RUN);
    expect((await schedule(ctx, gym, id!)).next_due_date).toBe("2025-09-27");
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2027-01-02"))).toBe(
      1463 - RECURRING_MAX_POSTINGS_PER_RUN,
    );
    const dates = await postedDates(ctx, gym, id!);
    expect([dates.length, new Set(dates).size, dates.at(-1)]).toEqual([1463, 1463, "2027-01-02"]);
    expect((await postingsPerTransaction(gym))[0]).toBeLessThanOrEqual(POSTING_ROWS);
  });
});
