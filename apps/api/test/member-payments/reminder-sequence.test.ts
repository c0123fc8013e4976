import {
  addDaysTo,
  DEFAULT_REMINDER_STEPS,
  PRIVACY_NOTICE_VERSION,
  REMINDER_NOT_FOUND,
  REMINDER_STEPS_IN_ORDER,
  REMINDER_STEPS_REQUIRED,
  REMINDER_STEPS_UNIQUE_DAYS,
} from "@gym/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { reminderSequenceJob } from "../../src/modules/member-payments/reminder-sequence/job.ts";
import { SCHEDULED_JOBS } from "../../src/scheduler/jobs.ts";
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

const pin = (day: string) => ctx.clock.pin(gymInstant(day));
const run = (gym: TestGym) => reminderSequenceJob.run(gymSeedContext(ctx, gym.schema));
const SEQUENCE = `${PAYMENTS}/reminder-sequence/`;
const TODAY = `${PAYMENTS}/reminders-today/`;
const EXCLUSIONS = `${PAYMENTS}/reminder-exclusions/`;

/** Members paid through 1 Jan 2027: their next bill pays 2 Jan - 31 Jan, due 5 Jan (decision 0240 §4). */
const PAID_TO_JAN = { joining_date: "2026-10-03", renewal_date: "2027-01-01" };
async function paidMembers(gym: TestGym, count: number, seed = {}) {
  const ids = await membersWithPlan(ctx, gym, Array(count).fill("1000"), { ...PAID_TO_JAN, ...seed });
  await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET paid_through = renewal_date WHERE id = ANY($1)`, [ids]);
  return ids;
}

async function sends(gym: TestGym, memberId: number) {
  const { rows } = await ctx.db.pool.query(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS due, step_day, to_char(scheduled_for, 'YYYY-MM-DD') AS day, template
       FROM "${gym.schema}".reminder_sends WHERE member_id = $1 ORDER BY due_date, step_day`,
    [memberId],
  );
  return rows as { due: string; step_day: number; day: string; template: string }[];
}

/** Runs the job on every day from `from` to `to`, twice a day (the scheduler's passes repeat). */
async function runDays(gym: TestGym, from: string, to: string, onDay?: (day: string) => Promise<void>) {
  for (let day = from; day <= to; day = addDaysTo(day, 1)) {
    pin(day);
    await onDay?.(day);
    await run(gym);
    await run(gym);
  }
}

describe("the reminder sequence over a month (decision 0348, pinned days)", () => {
  it("is a scheduled job after the monthly bills", () => {
    const names = SCHEDULED_JOBS.map((j) => j.name);
    expect(names.indexOf("member-payments-reminder-sequence")).toBeGreaterThan(
      names.indexOf("member-payments-auto-generate"),
    );
  });

  it("writes each step once on its day, none for an excluded member, none of a paid due date after payment", async () => {
    const gym = await createGym(ctx, "rem_month");
    pin("2026-12-20");
    const [plain, excluded, payer] = await paidMembers(gym, 3);
    const ex = await call(ctx, gym, "POST", EXCLUSIONS, { member_id: excluded });
    expect(ex.statusCode, ex.body).toBe(200);
    await runDays(gym, "2026-12-20", "2027-01-31", async (day) => {
      if (day !== "2027-01-07") return;
      const paid = await createPayment(ctx, gym, {
        member_id: payer,
        amount: "1000",
        payment_date: day,
        duration: 1,
        payment_method: "UPI",
      });
      expect(paid.statusCode, paid.body).toBe(200);
    });
    // The defaults: 7 and 3 days before the due date (5 Jan), on it, 1 and 3 days after, then weekly.
    expect(await sends(gym, plain!)).toEqual([
      { due: "2027-01-05", step_day: -7, day: "2026-12-29", template: "due_soon" },
      { due: "2027-01-05", step_day: -3, day: "2027-01-02", template: "due_soon" },
      { due: "2027-01-05", step_day: 0, day: "2027-01-05", template: "due_soon" },
      { due: "2027-01-05", step_day: 1, day: "2027-01-06", template: "overdue" },
      { due: "2027-01-05", step_day: 3, day: "2027-01-08", template: "overdue" },
      { due: "2027-01-05", step_day: 10, day: "2027-01-15", template: "overdue" },
      { due: "2027-01-05", step_day: 17, day: "2027-01-22", template: "overdue" },
      { due: "2027-01-05", step_day: 24, day: "2027-01-29", template: "overdue" },
    ]);
    expect(await sends(gym, excluded!)).toEqual([]);
    // Paid on 7 Jan (2 Jan - 31 Jan): nothing more about 5 Jan; the next bill (due 5 Feb) starts its own sequence.
    expect(await sends(gym, payer!)).toEqual([
      { due: "2027-01-05", step_day: -7, day: "2026-12-29", template: "due_soon" },
      { due: "2027-01-05", step_day: -3, day: "2027-01-02", template: "due_soon" },
      { due: "2027-01-05", step_day: 0, day: "2027-01-05", template: "due_soon" },
      { due: "2027-01-05", step_day: 1, day: "2027-01-06", template: "overdue" },
      { due: "2027-02-05", step_day: -7, day: "2027-01-29", template: "due_soon" },
    ]);
  });

  it("catches up a missed day with the latest step only; nothing before the first step", async () => {
    const gym = await createGym(ctx, "rem_catch");
    pin("2026-12-28");
    const [id] = await paidMembers(gym, 1);
    expect(await run(gym)).toBe(0); // 8 days before: no step yet
    pin("2027-01-04"); // the job missed 29 Dec (-7) and 2 Jan (-3)
    expect(await run(gym)).toBe(1);
    expect((await sends(gym, id!)).map((s) => s.step_day)).toEqual([-3]);
  });

  it("two schedulers racing write one row per member and step", async () => {
    const gym = await createGym(ctx, "rem_race");
    pin("2026-12-29");
    const ids = await paidMembers(gym, 25);
    const runs = await Promise.all([run(gym), run(gym), run(gym)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(25);
    const { rows } = await ctx.db.pool.query(
      `SELECT member_id, count(*)::int AS n FROM "${gym.schema}".reminder_sends GROUP BY member_id`,
    );
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});

describe("today's list and one tap (designed GET and POST, decision 0348)", () => {
  it("lists the member's message with its wa.me link; Send records who and when, once; paying takes the row off", async () => {
    const gym = await createGym(ctx, "rem_today");
    pin("2027-01-02");
    const [id] = await paidMembers(gym, 1, { first_name: `<img src=x onerror=alert(1)>`, last_name: "O'Neil & Co" });
    const empty = await call(ctx, gym, "GET", TODAY);
    expect(empty.json()).toMatchObject({ success: true, date: "2027-01-02", results: [], to_send: 0 });
    await run(gym);
    const list = (await call(ctx, gym, "GET", TODAY)).json();
    expect(list.to_send).toBe(1);
    const [row] = list.results;
    expect(row).toMatchObject({
      member_id: id,
      due_date: "2027-01-05",
      step_day: -3,
      step_label: "3 days before",
      template: "due_soon",
      amount_due: 1000,
      sent_at: null,
      sent_by: null,
    });
    // The name is the member's own text in the message; the link carries it URL-encoded, never as markup.
    expect(row.message).toContain("Hello <img src=x onerror=alert(1)> O'Neil & Co,");
    expect(row.message).toContain("₹1,000 is due on 5 Jan 2027");
    expect(row.message).not.toContain("{");
    expect(row.message).toMatch(
      new RegExp(`Your membership page: http://localhost(:\\d+)?/m/${gym.schema}/[\\w-]{32}\n`),
    );
    expect(row.whatsapp_url).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(row.message)}`);

    ctx.clock.pin(new Date(gymInstant("2027-01-02", "11:30")));
    const sent = await call(ctx, gym, "POST", `${TODAY}${row.id}/sent/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().reminder).toMatchObject({ sent_by: "Test Owner", sent_at: "2027-01-02T06:00:00Z" });
    ctx.clock.pin(new Date(gymInstant("2027-01-02", "12:00")));
    const again = await call(ctx, gym, "POST", `${TODAY}${row.id}/sent/`);
    expect(again.json().reminder.sent_at).toBe("2027-01-02T06:00:00Z");
    const after = (await call(ctx, gym, "GET", TODAY)).json();
    expect(after).toMatchObject({ to_send: 0, sent: 1 });
    // The next day the sent row is not "today's" any more.
    pin("2027-01-03");
    expect((await call(ctx, gym, "GET", TODAY)).json().results).toEqual([]);

    pin("2027-01-05");
    await run(gym);
    const onDue = (await call(ctx, gym, "GET", TODAY)).json().results;
    expect(onDue.map((r: { step_day: number }) => r.step_day)).toEqual([0]);
    const paid = await createPayment(ctx, gym, {
      member_id: id,
      amount: "1000",
      payment_date: "2027-01-05",
      duration: 1,
      payment_method: "CASH",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await call(ctx, gym, "GET", TODAY)).json().results).toEqual([]);
    const gone = await call(ctx, gym, "POST", `${TODAY}${onDue[0].id}/sent/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(REMINDER_NOT_FOUND);
  });

  it("excluding a member takes their rows off the list; including them brings them back", async () => {
    const gym = await createGym(ctx, "rem_excl");
    pin("2027-01-06");
    const [id] = await paidMembers(gym, 1);
    await run(gym);
    expect((await call(ctx, gym, "GET", TODAY)).json().to_send).toBe(1);
    expect((await call(ctx, gym, "POST", EXCLUSIONS, { member_id: id })).statusCode).toBe(200);
    expect((await call(ctx, gym, "POST", EXCLUSIONS, { member_id: id })).statusCode).toBe(200);
    const listed = (await call(ctx, gym, "GET", EXCLUSIONS)).json().results;
    expect(listed).toMatchObject([{ member_id: id, member_name: "Test Member0" }]);
    expect((await call(ctx, gym, "GET", TODAY)).json().to_send).toBe(0);
    expect((await call(ctx, gym, "DELETE", `${EXCLUSIONS}${id}/`)).statusCode).toBe(200);
    expect((await call(ctx, gym, "DELETE", `${EXCLUSIONS}${id}/`)).statusCode).toBe(404);
    expect((await call(ctx, gym, "POST", EXCLUSIONS, { member_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await call(ctx, gym, "GET", TODAY)).json().to_send).toBe(1);
  });

  it("a member who withdrew consent gets no reminder; consent given again brings the row back (decision 0305)", async () => {
    const gym = await createGym(ctx, "rem_consent");
    pin("2027-01-06");
    const [id] = await paidMembers(gym, 1);
    const consent = `/api/members/members/${id}/consent/`;
    expect((await call(ctx, gym, "POST", consent, { notice_version: PRIVACY_NOTICE_VERSION })).statusCode).toBe(200);
    expect((await call(ctx, gym, "POST", `${consent}withdraw/`, {})).statusCode).toBe(200);
    await run(gym);
    expect((await call(ctx, gym, "GET", TODAY)).json().to_send).toBe(0);
    expect(await sends(gym, id!)).toEqual([]);
    expect((await call(ctx, gym, "POST", consent, { notice_version: PRIVACY_NOTICE_VERSION })).statusCode).toBe(200);
    await run(gym);
    expect((await call(ctx, gym, "GET", TODAY)).json().to_send).toBe(1);
  });
});

describe("the sequence's steps (designed GET and PUT, decision 0347)", () => {
  it("reads the defaults, saves a valid list, refuses an empty, unordered or repeating one and writes nothing", async () => {
    const gym = await createGym(ctx, "rem_steps");
    const read = await call(ctx, gym, "GET", SEQUENCE);
    expect(read.statusCode, read.body).toBe(200);
    const first = read.json();
    expect(first.sequence).toEqual({ steps: DEFAULT_REMINDER_STEPS, repeat_every_days: 7 });
    expect(first.defaults).toEqual(first.sequence);
    const put = (body: object) => call(ctx, gym, "PUT", `${SEQUENCE}update/`, body);
    const custom = {
      steps: [
        { day: -5, template: "due_soon" },
        { day: 2, template: "overdue" },
      ],
      repeat_every_days: "",
    };
    const saved = await put(custom);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sequence).toEqual({ steps: custom.steps, repeat_every_days: null });
    const refusals: [object, string][] = [
      [{ steps: [] }, REMINDER_STEPS_REQUIRED],
      [
        {
          steps: [
            { day: 1, template: "overdue" },
            { day: -1, template: "due_soon" },
          ],
        },
        REMINDER_STEPS_IN_ORDER,
      ],
      [
        {
          steps: [
            { day: 1, template: "overdue" },
            { day: 1, template: "due_soon" },
          ],
        },
        REMINDER_STEPS_UNIQUE_DAYS,
      ],
    ];
    for (const [body, text] of refusals) {
      const res = await put(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(text);
    }
    expect((await put({ steps: [{ day: 400, template: "overdue" }] })).statusCode).toBe(400);
    expect((await put({ steps: [{ day: 1, template: "received" }] })).statusCode).toBe(400);
    expect((await call(ctx, gym, "GET", SEQUENCE)).json().sequence).toEqual({
      steps: custom.steps,
      repeat_every_days: null,
    });
  });

  it("the job follows the gym's own steps", async () => {
    const gym = await createGym(ctx, "rem_custom");
    await call(ctx, gym, "PUT", `${SEQUENCE}update/`, { steps: [{ day: -5, template: "overdue" }] });
    pin("2026-12-31");
    const [id] = await paidMembers(gym, 1);
    await run(gym);
    expect(await sends(gym, id!)).toEqual([
      { due: "2027-01-05", step_day: -5, day: "2026-12-31", template: "overdue" },
    ]);
  });
});
