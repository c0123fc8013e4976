import { addDaysTo, todayIn } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { postDueRecurringExpenses } from "../../src/modules/expenses/recurring/posting.ts";
import { SCHEDULED_JOBS } from "../../src/scheduler/jobs.ts";
import { runScheduledJobs } from "../../src/scheduler/run-jobs.ts";
import { startScheduler } from "../../src/scheduler/scheduler.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { insertCategory, insertRecurring, pinnedContext, postedDates, schedule } from "../support/expenses.ts";

// Issue 9 ¶3 (decision 0163): recurring expenses post themselves exactly once per due date, catching up
// every missed date in order, even with two runners at once.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function gymWithRent(prefix: string): Promise<{ gym: TestGym; rent: number; income: number }> {
  const gym = await createGym(ctx, prefix);
  const rent = await insertCategory(ctx, gym, { name: "Rent", category_type: "RENT" });
  const income = await insertCategory(ctx, gym, { name: "Locker rental", category_type: "OTHER", is_income: true });
  return { gym, rent, income };
}

describe("recurring expenses posting", () => {
  it("catches up every missed due date in order (month ends clamped), then advances next due and last generated", async () => {
    const { gym, rent } = await gymWithRent("rec_catchup");
    const id = await insertRecurring(ctx, gym, {
      category_id: rent,
      amount: "30000.50",
      start_date: "2026-01-31",
      next_due_date: "2026-01-31",
    });
    const posted = await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-05-10"));
    expect(posted).toBe(4);
    expect(await postedDates(ctx, gym, id)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(await schedule(ctx, gym, id)).toEqual({
      next_due_date: "2026-05-31",
      last_generated_date: "2026-04-30",
      is_active: true,
    });
    const row = await ctx.db.pool.query(
      `SELECT amount::text, transaction_type::text, category_id, title FROM ${qualified(gym.schema, "expense_transactions")} LIMIT 1`,
    );
    expect(row.rows[0]).toEqual({ amount: "30000.50", transaction_type: "EXPENSE", category_id: rent, title: "Rent" });
    // The same day again: nothing more.
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-05-10"))).toBe(0);
    // The next due date arrives.
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-05-31"))).toBe(1);
    expect((await postedDates(ctx, gym, id)).at(-1)).toBe("2026-05-31");
  });

  it("a weekly schedule after a missed week posts both weeks; due tomorrow posts nothing", async () => {
    const { gym, rent } = await gymWithRent("rec_week");
    const weekly = await insertRecurring(ctx, gym, {
      category_id: rent,
      frequency: "WEEKLY",
      start_date: "2026-06-01",
      next_due_date: "2026-06-08",
    });
    const tomorrow = await insertRecurring(ctx, gym, {
      category_id: rent,
      frequency: "DAILY",
      start_date: "2026-06-01",
      next_due_date: "2026-06-16",
    });
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-06-15"))).toBe(2);
    expect(await postedDates(ctx, gym, weekly)).toEqual(["2026-06-08", "2026-06-15"]);
    expect(await postedDates(ctx, gym, tomorrow)).toEqual([]);
    expect((await schedule(ctx, gym, weekly)).next_due_date).toBe("2026-06-22");
  });

  it("stops at the end date and becomes inactive; inactive or manual schedules never post", async () => {
    const { gym, rent } = await gymWithRent("rec_end");
    const ending = await insertRecurring(ctx, gym, {
      category_id: rent,
      frequency: "DAILY",
      start_date: "2026-03-01",
      next_due_date: "2026-03-01",
      end_date: "2026-03-03",
    });
    const inactive = await insertRecurring(ctx, gym, {
      category_id: rent,
      start_date: "2026-01-01",
      next_due_date: "2026-02-01",
      is_active: false,
    });
    const manual = await insertRecurring(ctx, gym, {
      category_id: rent,
      start_date: "2026-01-01",
      next_due_date: "2026-02-01",
      auto_generate: false,
    });
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-03-10"))).toBe(3);
    expect(await postedDates(ctx, gym, ending)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03"]);
    expect(await schedule(ctx, gym, ending)).toEqual({
      next_due_date: "2026-03-04",
      last_generated_date: "2026-03-03",
      is_active: false,
    });
    expect(await postedDates(ctx, gym, inactive)).toEqual([]);
    expect(await postedDates(ctx, gym, manual)).toEqual([]);
    expect((await schedule(ctx, gym, manual)).next_due_date).toBe("2026-02-01");
  });

  it("an income category's schedule posts INCOME", async () => {
    const { gym, income } = await gymWithRent("rec_income");
    await insertRecurring(ctx, gym, { category_id: income, start_date: "2026-04-01", next_due_date: "2026-04-01" });
    await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-04-01"));
    const row = await ctx.db.pool.query(
      `SELECT transaction_type::text AS t FROM ${qualified(gym.schema, "expense_transactions")}`,
    );
    expect(row.rows).toEqual([{ t: "INCOME" }]);
  });

  it("a schedule edited back to a date it already posted does not post that date twice", async () => {
    const { gym, rent } = await gymWithRent("rec_edit");
    const id = await insertRecurring(ctx, gym, {
      category_id: rent,
      start_date: "2026-01-10",
      next_due_date: "2026-01-10",
    });
    await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-03-15"));
    await ctx.db.pool.query(
      `UPDATE ${qualified(gym.schema, "recurring_expenses")} SET next_due_date = '2026-02-10' WHERE id = $1`,
      [id],
    );
    expect(await postDueRecurringExpenses(pinnedContext(ctx, gym, "2026-03-15"))).toBe(0);
    expect(await postedDates(ctx, gym, id)).toEqual(["2026-01-10", "2026-02-10", "2026-03-10"]);
    expect((await schedule(ctx, gym, id)).next_due_date).toBe("2026-04-10");
  });

  it("two runners at once post each due date exactly once (row locks, SKIP LOCKED)", async () => {
    const { gym, rent } = await gymWithRent("rec_race");
    const ids: number[] = [];
    for (let i = 0; i < 60; i++)
      ids.push(
        await insertRecurring(ctx, gym, {
          category_id: rent,
          name: `Schedule ${i}`,
          frequency: i % 2 ? "WEEKLY" : "MONTHLY",
          start_date: "2026-01-05",
          next_due_date: "2026-01-05",
        }),
      );
    const today = "2026-03-20";
    const counts = await Promise.all([
      postDueRecurringExpenses(pinnedContext(ctx, gym, today)),
      postDueRecurringExpenses(pinnedContext(ctx, gym, today)),
      postDueRecurringExpenses(pinnedContext(ctx, gym, today)),
    ]);
    // 30 monthly schedules × 3 dates (5 Jan, 5 Feb, 5 Mar) + 30 weekly × 11 (5 Jan ... 16 Mar).
    const expected = 30 * 3 + 30 * 11;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(expected);
    const dup = await ctx.db.pool.query(
      `SELECT count(*)::int AS rows, count(DISTINCT (recurring_expense_id, transaction_date))::int AS distinct_rows
         FROM ${qualified(gym.schema, "expense_transactions")}`,
    );
    expect(dup.rows[0]).toEqual({ rows: expected, distinct_rows: expected });
  });
});

describe("the scheduler", () => {
  it("registers the recurring-expenses job", () => {
    expect(SCHEDULED_JOBS.map((j) => j.name)).toContain("recurring-expenses");
  });

  it("two scheduler passes at once over the same gyms: every due date once, each gym worked by one pass at a time", async () => {
    const a = await gymWithRent("sched_a");
    const b = await gymWithRent("sched_b");
    const today = gymToday(ctx);
    const ids = [];
    for (const g of [a, b])
      ids.push(
        await insertRecurring(ctx, g.gym, {
          category_id: g.rent,
          frequency: "DAILY",
          start_date: addDaysTo(today, -9),
          next_due_date: addDaysTo(today, -9),
        }),
      );
    const schemas = [a.gym.schema, b.gym.schema];
    const [one, two] = await Promise.all([
      runScheduledJobs(ctx.db, { schemas, uploadDir: ctx.env.UPLOAD_DIR }),
      runScheduledJobs(ctx.db, { schemas, uploadDir: ctx.env.UPLOAD_DIR }),
    ]);
    const changed = [...one.results, ...two.results].reduce((n, r) => n + (r.changed ?? 0), 0);
    expect(changed).toBe(20);
    expect([...one.results, ...two.results].every((r) => !r.error)).toBe(true);
    expect(await postedDates(ctx, a.gym, ids[0]!)).toHaveLength(10);
    expect(await postedDates(ctx, b.gym, ids[1]!)).toHaveLength(10);
    expect((await schedule(ctx, a.gym, ids[0]!)).next_due_date).toBe(addDaysTo(today, 1));
  });

  it("each gym posts by its own calendar day (time zone), not the server's", async () => {
    const east = await gymWithRent("sched_east");
    const west = await gymWithRent("sched_west");
    const setZone = async (schema: string, zone: string) => {
      await ctx.db.pool.query("UPDATE platform.gyms SET time_zone = $2 WHERE schema_name = $1", [schema, zone]);
      ctx.db.registry.forget(schema);
    };
    // 25 hours apart: Kiritimati is always at least one calendar day ahead of Pago Pago.
    await setZone(east.gym.schema, "Pacific/Kiritimati");
    await setZone(west.gym.schema, "Pacific/Pago_Pago");
    const eastToday = todayIn("Pacific/Kiritimati", ctx.clock.now());
    const e = await insertRecurring(ctx, east.gym, {
      category_id: east.rent,
      start_date: eastToday,
      next_due_date: eastToday,
    });
    const w = await insertRecurring(ctx, west.gym, {
      category_id: west.rent,
      start_date: eastToday,
      next_due_date: eastToday,
    });
    await runScheduledJobs(ctx.db, { schemas: [east.gym.schema, west.gym.schema], uploadDir: ctx.env.UPLOAD_DIR });
    expect(await postedDates(ctx, east.gym, e)).toEqual([eastToday]);
    expect(await postedDates(ctx, west.gym, w)).toEqual([]);
  });

  it("a failing job is reported and the other jobs and gyms still run", async () => {
    const { gym } = await gymWithRent("sched_fail");
    const lines: string[] = [];
    const seen: string[] = [];
    const { results } = await runScheduledJobs(ctx.db, {
      schemas: [gym.schema],
      uploadDir: ctx.env.UPLOAD_DIR,
      log: (l) => lines.push(l),
      jobs: [
        { name: "broken", description: "", run: async () => Promise.reject(new Error("boom")) },
        {
          name: "fine",
          description: "",
          run: async (c) => {
            seen.push(c.schema);
            return 0;
          },
        },
      ],
    });
    expect(results).toEqual([
      { schema: gym.schema, job: "broken", changed: null, error: "boom" },
      { schema: gym.schema, job: "fine", changed: 0 },
    ]);
    expect(seen).toEqual([gym.schema]);
    expect(lines.some((l) => l.includes("broken failed"))).toBe(true);
  });

  it("starts with a pass, stops cleanly, and is off in API tests unless asked for", async () => {
    expect(ctx.env.SCHEDULER_ENABLED).toBe(false);
    const { gym, rent } = await gymWithRent("sched_timer");
    const today = gymToday(ctx);
    const id = await insertRecurring(ctx, gym, { category_id: rent, start_date: today, next_due_date: today });
    const lines: string[] = [];
    const scheduler = startScheduler(ctx.db, {
      intervalMs: 60_000,
      uploadDir: ctx.env.UPLOAD_DIR,
      log: (l) => lines.push(l),
    });
    await scheduler.stop();
    expect(await postedDates(ctx, gym, id)).toEqual([today]);
    expect(lines.some((l) => l.includes(gym.schema))).toBe(true);
  });
});
